import type { CategoryId } from './categories';
import type { EquipmentId } from './equipment';
import type { LibraryExercise } from './library-exercise';
import type { MuscleId } from './muscles';
import type { TrackingField } from './tracking';

/*
 * The global exercise library shipped with Repwise: common gym exercises named in
 * English, Slovak and Czech as trainers say them. Ids are stable slugs: plans and
 * customized copies point at them, so an id is never renamed or reused.
 */

type Names = readonly [en: string, sk: string, cz: string];
type Entry = Omit<LibraryExercise, 'categoryId'>;

const LOADED: readonly TrackingField[] = ['reps', 'weight', 'effort'];
const BODYWEIGHT: readonly TrackingField[] = ['reps', 'effort'];
const TIMED: readonly TrackingField[] = ['duration'];
const ROUTE: readonly TrackingField[] = ['duration', 'distance'];
const ASSISTED: readonly TrackingField[] = ['reps', 'assistance'];
const CARRY: readonly TrackingField[] = ['weight', 'distance', 'duration'];

function x(
  id: string,
  [en, sk, cz]: Names,
  equipment: readonly EquipmentId[],
  primaryMuscles: readonly MuscleId[],
  secondaryMuscles: readonly MuscleId[],
  trackingFields: readonly TrackingField[],
  description?: string,
): Entry {
  return { id, names: { en, sk, cz }, equipment, primaryMuscles, secondaryMuscles, trackingFields, ...(description ? { description } : {}) };
}

function group(categoryId: CategoryId, entries: readonly Entry[]): LibraryExercise[] {
  return entries.map((e) => ({ ...e, categoryId }));
}

const upperBody = group('upper-body', [
  x('barbell-bench-press', ['Barbell bench press', 'Tlak na rovnej lavičke s veľkou činkou', 'Tlak na rovné lavici s velkou činkou'], ['barbell', 'bench'], ['chest'], ['triceps', 'shoulders'], LOADED, 'Lower the bar to mid-chest with shoulder blades pinned, then press back to straight arms.'),
  x('incline-barbell-bench-press', ['Incline barbell bench press', 'Tlak na šikmej lavičke s veľkou činkou', 'Tlak na šikmé lavici s velkou činkou'], ['barbell', 'bench'], ['chest'], ['shoulders', 'triceps'], LOADED, 'Bench at 30-45 degrees; lower the bar to the upper chest.'),
  x('dumbbell-bench-press', ['Dumbbell bench press', 'Tlak s jednoručkami na rovnej lavičke', 'Tlak s jednoručkami na rovné lavici'], ['dumbbell', 'bench'], ['chest'], ['triceps', 'shoulders'], LOADED),
  x('incline-dumbbell-press', ['Incline dumbbell press', 'Tlak s jednoručkami na šikmej lavičke', 'Tlak s jednoručkami na šikmé lavici'], ['dumbbell', 'bench'], ['chest'], ['shoulders', 'triceps'], LOADED),
  x('close-grip-bench-press', ['Close-grip bench press', 'Tlak na lavičke úzkym úchopom', 'Tlak na lavici úzkým úchopem'], ['barbell', 'bench'], ['triceps'], ['chest', 'shoulders'], LOADED, 'Hands about shoulder width, elbows close to the body.'),
  x('dumbbell-fly', ['Dumbbell fly', 'Rozpažovanie s jednoručkami na lavičke', 'Rozpažování s jednoručkami na lavici'], ['dumbbell', 'bench'], ['chest'], ['shoulders'], LOADED, 'Open the arms in a wide arc with a slight bend in the elbows.'),
  x('cable-crossover', ['Cable crossover', 'Kríženie kladiek', 'Křížení kladek'], ['cable'], ['chest'], ['shoulders'], LOADED),
  x('pec-deck-fly', ['Pec deck fly', 'Rozpažovanie na stroji (butterfly)', 'Rozpažování na stroji (butterfly)'], ['machine'], ['chest'], ['shoulders'], LOADED),
  x('push-up', ['Push-up', 'Kľuky', 'Kliky'], ['bodyweight'], ['chest'], ['triceps', 'shoulders', 'abdominals'], BODYWEIGHT, 'Body in one straight line from head to heels; chest to a fist above the floor.'),
  x('diamond-push-up', ['Diamond push-up', 'Diamantové kľuky', 'Diamantové kliky'], ['bodyweight'], ['triceps'], ['chest', 'shoulders'], BODYWEIGHT, 'Push-up with thumbs and index fingers touching under the chest.'),
  x('chest-dip', ['Chest dip', 'Dipy na bradlách s predklonom', 'Dipy na bradlech s předklonem'], ['dip-bars'], ['chest'], ['triceps', 'shoulders'], BODYWEIGHT),
  x('assisted-dip', ['Assisted dip', 'Dipy s dopomocou na stroji', 'Dipy s dopomocí na stroji'], ['machine'], ['triceps'], ['chest', 'shoulders'], ASSISTED, 'Dip with a counterweight taking part of the body weight; record the assistance level.'),
  x('barbell-overhead-press', ['Barbell overhead press', 'Tlak veľkej činky nad hlavu v stoji', 'Tlak velké činky nad hlavu ve stoje'], ['barbell'], ['shoulders'], ['triceps', 'abdominals', 'traps'], LOADED, 'Press from the front of the shoulders to locked arms overhead, ribs down.'),
  x('seated-dumbbell-shoulder-press', ['Seated dumbbell shoulder press', 'Tlak s jednoručkami nad hlavu v sede', 'Tlak s jednoručkami nad hlavu vsedě'], ['dumbbell', 'bench'], ['shoulders'], ['triceps'], LOADED),
  x('arnold-press', ['Arnold press', 'Arnoldov tlak', 'Arnoldův tlak'], ['dumbbell', 'bench'], ['shoulders'], ['triceps'], LOADED, 'Start palms facing you and rotate them forward while pressing up.'),
  x('machine-shoulder-press', ['Machine shoulder press', 'Tlak na ramená na stroji', 'Tlak na ramena na stroji'], ['machine'], ['shoulders'], ['triceps'], LOADED),
  x('landmine-press', ['Landmine press', 'Tlak s landmine jednou rukou', 'Jednoruční tlak s landmine'], ['barbell', 'landmine'], ['shoulders'], ['chest', 'triceps'], LOADED),
  x('dumbbell-lateral-raise', ['Dumbbell lateral raise', 'Upažovanie s jednoručkami', 'Upažování s jednoručkami'], ['dumbbell'], ['shoulders'], ['traps'], LOADED, 'Raise the arms to the sides up to shoulder height, elbows slightly bent.'),
  x('cable-lateral-raise', ['Cable lateral raise', 'Upažovanie na kladke', 'Upažování na kladce'], ['cable'], ['shoulders'], ['traps'], LOADED),
  x('dumbbell-front-raise', ['Dumbbell front raise', 'Predpažovanie s jednoručkami', 'Předpažování s jednoručkami'], ['dumbbell'], ['shoulders'], ['chest'], LOADED),
  x('reverse-dumbbell-fly', ['Reverse dumbbell fly', 'Rozpažovanie s jednoručkami v predklone', 'Rozpažování s jednoručkami v předklonu'], ['dumbbell'], ['shoulders'], ['middle-back', 'traps'], LOADED),
  x('face-pull', ['Face pull', 'Príťahy lana k tvári na kladke (face pull)', 'Přítahy lana k obličeji na kladce (face pull)'], ['cable'], ['shoulders'], ['rotator-cuff', 'middle-back', 'traps'], LOADED, 'Pull the rope towards the forehead, hands apart, elbows high.'),
  x('barbell-upright-row', ['Barbell upright row', 'Príťahy veľkej činky k brade', 'Přítahy velké činky k bradě'], ['barbell'], ['shoulders'], ['traps', 'biceps'], LOADED),
  x('barbell-shrug', ['Barbell shrug', 'Krčenie ramien s veľkou činkou', 'Krčení ramen s velkou činkou'], ['barbell'], ['traps'], ['forearms'], LOADED),
  x('dumbbell-shrug', ['Dumbbell shrug', 'Krčenie ramien s jednoručkami', 'Krčení ramen s jednoručkami'], ['dumbbell'], ['traps'], ['forearms'], LOADED),
  x('pull-up', ['Pull-up', 'Zhyby nadhmatom', 'Shyby nadhmatem'], ['pull-up-bar'], ['lats'], ['biceps', 'middle-back', 'forearms'], BODYWEIGHT, 'Overhand grip; pull until the chin clears the bar, lower to straight arms.'),
  x('chin-up', ['Chin-up', 'Zhyby podhmatom', 'Shyby podhmatem'], ['pull-up-bar'], ['lats'], ['biceps', 'middle-back'], BODYWEIGHT),
  x('assisted-pull-up', ['Assisted pull-up', 'Zhyby s dopomocou', 'Shyby s dopomocí'], ['machine', 'resistance-band'], ['lats'], ['biceps', 'middle-back'], ASSISTED, 'Pull-up with a band or machine counterweight; record the assistance level.'),
  x('lat-pulldown', ['Lat pulldown', 'Sťahovanie hornej kladky k hrudníku', 'Stahování horní kladky k hrudníku'], ['cable', 'machine'], ['lats'], ['biceps', 'middle-back'], LOADED),
  x('seated-cable-row', ['Seated cable row', 'Príťahy spodnej kladky v sede', 'Přítahy spodní kladky vsedě'], ['cable'], ['middle-back'], ['lats', 'biceps'], LOADED),
  x('barbell-bent-over-row', ['Barbell bent-over row', 'Príťahy veľkej činky v predklone', 'Přítahy velké činky v předklonu'], ['barbell'], ['middle-back'], ['lats', 'biceps', 'lower-back'], LOADED, 'Hinge to about 45 degrees and pull the bar to the lower ribs.'),
  x('one-arm-dumbbell-row', ['One-arm dumbbell row', 'Príťah jednoručky v predklone jednou rukou', 'Jednoruční přítah jednoručky v předklonu'], ['dumbbell', 'bench'], ['lats'], ['middle-back', 'biceps'], LOADED),
  x('t-bar-row', ['T-bar row', 'Príťahy T-tyče v predklone', 'Přítahy T-osy v předklonu'], ['barbell', 'landmine'], ['middle-back'], ['lats', 'biceps'], LOADED),
  x('machine-row', ['Machine row', 'Príťahy na stroji v sede', 'Přítahy na stroji vsedě'], ['machine'], ['middle-back'], ['lats', 'biceps'], LOADED),
  x('inverted-row', ['Inverted row', 'Austrálske zhyby', 'Australské shyby'], ['bodyweight', 'smith-machine'], ['middle-back'], ['lats', 'biceps'], BODYWEIGHT, 'Hang under a bar at hip height, body straight, and pull the chest to the bar.'),
  x('trx-row', ['TRX row', 'Príťahy na TRX', 'Přítahy na TRX'], ['suspension-trainer'], ['middle-back'], ['lats', 'biceps'], BODYWEIGHT),
  x('straight-arm-pulldown', ['Straight-arm pulldown', 'Sťahovanie kladky s vystretými rukami', 'Stahování kladky s propnutými pažemi'], ['cable'], ['lats'], ['triceps'], LOADED),
  x('barbell-curl', ['Barbell curl', 'Bicepsový zdvih s veľkou činkou', 'Bicepsový zdvih s velkou činkou'], ['barbell'], ['biceps'], ['forearms'], LOADED),
  x('dumbbell-curl', ['Dumbbell curl', 'Bicepsový zdvih s jednoručkami', 'Bicepsový zdvih s jednoručkami'], ['dumbbell'], ['biceps'], ['forearms'], LOADED),
  x('hammer-curl', ['Hammer curl', 'Kladivový zdvih s jednoručkami', 'Kladivový zdvih s jednoručkami'], ['dumbbell'], ['biceps'], ['forearms'], LOADED, 'Curl with palms facing each other.'),
  x('ez-bar-preacher-curl', ['EZ-bar preacher curl', 'Bicepsový zdvih s EZ činkou na Scottovej lavici', 'Bicepsový zdvih s EZ osou na Scottově lavici'], ['ez-bar', 'bench'], ['biceps'], ['forearms'], LOADED),
  x('cable-curl', ['Cable curl', 'Bicepsový zdvih na spodnej kladke', 'Bicepsový zdvih na spodní kladce'], ['cable'], ['biceps'], ['forearms'], LOADED),
  x('triceps-pushdown', ['Triceps pushdown', 'Sťahovanie hornej kladky na triceps', 'Stahování horní kladky na triceps'], ['cable'], ['triceps'], [], LOADED, 'Elbows fixed at the sides; push the bar or rope down to straight arms.'),
  x('ez-bar-skull-crusher', ['EZ-bar skull crusher', 'Francúzsky tlak s EZ činkou v ľahu', 'Francouzský tlak s EZ osou vleže'], ['ez-bar', 'bench'], ['triceps'], [], LOADED),
  x('overhead-dumbbell-triceps-extension', ['Overhead dumbbell triceps extension', 'Tricepsový tlak s jednoručkou za hlavou', 'Tricepsové extenze s jednoručkou za hlavou'], ['dumbbell'], ['triceps'], [], LOADED),
  x('bench-dip', ['Bench dip', 'Dipy na lavičke', 'Dipy na lavici'], ['bench'], ['triceps'], ['chest', 'shoulders'], BODYWEIGHT),
  x('barbell-wrist-curl', ['Barbell wrist curl', 'Zdvihy zápästím s veľkou činkou', 'Zdvihy zápěstím s velkou činkou'], ['barbell', 'bench'], ['forearms'], [], LOADED),
]);

const lowerBody = group('lower-body', [
  x('barbell-back-squat', ['Barbell back squat', 'Drep s veľkou činkou na chrbte', 'Dřep s velkou činkou na zádech'], ['barbell'], ['quadriceps'], ['glutes', 'hamstrings', 'lower-back'], LOADED, 'Bar on the upper back; sit down until the thighs are at least parallel, then stand up.'),
  x('barbell-front-squat', ['Barbell front squat', 'Predný drep s veľkou činkou', 'Přední dřep s velkou činkou'], ['barbell'], ['quadriceps'], ['glutes', 'abdominals'], LOADED, 'Bar on the front of the shoulders, elbows high, torso upright.'),
  x('goblet-squat', ['Goblet squat', 'Goblet drep', 'Goblet dřep'], ['dumbbell', 'kettlebell'], ['quadriceps'], ['glutes'], LOADED, 'Hold a dumbbell or kettlebell at the chest and squat between the knees.'),
  x('bodyweight-squat', ['Bodyweight squat', 'Drep s vlastnou váhou', 'Dřep s vlastní vahou'], ['bodyweight'], ['quadriceps'], ['glutes', 'hamstrings'], BODYWEIGHT),
  x('smith-machine-squat', ['Smith machine squat', 'Drep na multipresse', 'Dřep v multipresu'], ['smith-machine'], ['quadriceps'], ['glutes'], LOADED),
  x('box-squat', ['Box squat', 'Drep na bedňu s veľkou činkou', 'Dřep na bednu s velkou činkou'], ['barbell', 'plyo-box'], ['quadriceps'], ['glutes', 'hamstrings'], LOADED),
  x('leg-press', ['Leg press', 'Tlak nohami na leg presse', 'Tlak nohama na legpressu'], ['machine'], ['quadriceps'], ['glutes', 'hamstrings'], LOADED),
  x('hack-squat', ['Hack squat', 'Hack drep na stroji', 'Hack dřep na stroji'], ['machine'], ['quadriceps'], ['glutes'], LOADED),
  x('romanian-deadlift', ['Romanian deadlift', 'Rumunský mŕtvy ťah s veľkou činkou', 'Rumunský mrtvý tah s velkou činkou'], ['barbell'], ['hamstrings'], ['glutes', 'lower-back'], LOADED, 'Push the hips back with soft knees and a flat back until the hamstrings stretch.'),
  x('dumbbell-romanian-deadlift', ['Dumbbell Romanian deadlift', 'Rumunský mŕtvy ťah s jednoručkami', 'Rumunský mrtvý tah s jednoručkami'], ['dumbbell'], ['hamstrings'], ['glutes', 'lower-back'], LOADED),
  x('sumo-deadlift', ['Sumo deadlift', 'Sumo mŕtvy ťah', 'Sumo mrtvý tah'], ['barbell'], ['glutes', 'quadriceps'], ['adductors', 'hamstrings', 'lower-back'], LOADED, 'Wide stance, hands inside the knees; push the floor away.'),
  x('bulgarian-split-squat', ['Bulgarian split squat', 'Bulharský drep', 'Bulharský dřep'], ['dumbbell', 'bench'], ['quadriceps'], ['glutes', 'hamstrings'], LOADED, 'Rear foot on a bench; lower the back knee towards the floor.'),
  x('walking-lunge', ['Walking lunge', 'Výpady v chôdzi', 'Výpady v chůzi'], ['dumbbell'], ['quadriceps'], ['glutes', 'hamstrings'], LOADED),
  x('reverse-lunge', ['Reverse lunge', 'Výpady vzad', 'Výpady vzad'], ['bodyweight', 'dumbbell'], ['quadriceps'], ['glutes', 'hamstrings'], LOADED),
  x('lateral-lunge', ['Lateral lunge', 'Výpady do strany', 'Výpady do strany'], ['bodyweight'], ['adductors'], ['quadriceps', 'glutes'], BODYWEIGHT),
  x('dumbbell-step-up', ['Dumbbell step-up', 'Výstupy na lavičku s jednoručkami', 'Výstupy na lavici s jednoručkami'], ['dumbbell', 'bench'], ['quadriceps'], ['glutes'], LOADED),
  x('pistol-squat', ['Pistol squat', 'Drep na jednej nohe (pistol)', 'Dřep na jedné noze (pistol)'], ['bodyweight'], ['quadriceps'], ['glutes', 'hamstrings'], BODYWEIGHT),
  x('dumbbell-sumo-squat', ['Dumbbell sumo squat', 'Sumo drep s jednoručkou', 'Sumo dřep s jednoručkou'], ['dumbbell'], ['quadriceps'], ['adductors', 'glutes'], LOADED),
  x('leg-extension', ['Leg extension', 'Predkopávanie na stroji', 'Předkopávání na stroji'], ['machine'], ['quadriceps'], [], LOADED),
  x('lying-leg-curl', ['Lying leg curl', 'Zakopávanie v ľahu na stroji', 'Zakopávání vleže na stroji'], ['machine'], ['hamstrings'], ['calves'], LOADED),
  x('seated-leg-curl', ['Seated leg curl', 'Zakopávanie v sede na stroji', 'Zakopávání vsedě na stroji'], ['machine'], ['hamstrings'], [], LOADED),
  x('barbell-hip-thrust', ['Barbell hip thrust', 'Hip thrust s veľkou činkou', 'Hip thrust s velkou činkou'], ['barbell', 'bench'], ['glutes'], ['hamstrings'], LOADED, 'Upper back on a bench, bar over the hips; drive the hips up until the body is level.'),
  x('glute-bridge', ['Glute bridge', 'Gluteálny mostík', 'Hýžďový můstek'], ['bodyweight', 'mat'], ['glutes'], ['hamstrings'], BODYWEIGHT),
  x('single-leg-glute-bridge', ['Single-leg glute bridge', 'Gluteálny mostík na jednej nohe', 'Hýžďový můstek na jedné noze'], ['bodyweight', 'mat'], ['glutes'], ['hamstrings'], BODYWEIGHT),
  x('cable-glute-kickback', ['Cable glute kickback', 'Zanožovanie na kladke', 'Zanožování na kladce'], ['cable'], ['glutes'], ['hamstrings'], LOADED),
  x('hip-adduction-machine', ['Hip adduction machine', 'Pritahovanie stehien na stroji', 'Přitahování stehen na stroji'], ['machine'], ['adductors'], [], LOADED),
  x('hip-abduction-machine', ['Hip abduction machine', 'Odtahovanie stehien na stroji', 'Odtahování stehen na stroji'], ['machine'], ['abductors'], ['glutes'], LOADED),
  x('standing-calf-raise', ['Standing calf raise', 'Výpony v stoji na stroji', 'Výpony ve stoje na stroji'], ['machine'], ['calves'], [], LOADED),
  x('seated-calf-raise', ['Seated calf raise', 'Výpony v sede na stroji', 'Výpony vsedě na stroji'], ['machine'], ['calves'], [], LOADED),
  x('good-morning', ['Good morning', 'Predklony s veľkou činkou na chrbte (good morning)', 'Předklony s velkou činkou na zádech (good morning)'], ['barbell'], ['hamstrings'], ['glutes', 'lower-back'], LOADED),
]);

const coreTrunk = group('core-trunk', [
  x('crunch', ['Crunch', 'Skracovačky', 'Zkracovačky'], ['bodyweight', 'mat'], ['abdominals'], [], BODYWEIGHT, 'Curl the shoulders off the floor towards the pelvis; the lower back stays down.'),
  x('sit-up', ['Sit-up', 'Sed-ľah', 'Sedy-lehy'], ['bodyweight', 'mat'], ['abdominals'], ['hip-flexors'], BODYWEIGHT),
  x('bicycle-crunch', ['Bicycle crunch', 'Bicyklové skracovačky', 'Bicyklové zkracovačky'], ['bodyweight', 'mat'], ['abdominals'], ['obliques', 'hip-flexors'], BODYWEIGHT),
  x('reverse-crunch', ['Reverse crunch', 'Spätné skracovačky', 'Zpětné zkracovačky'], ['bodyweight', 'mat'], ['abdominals'], ['hip-flexors'], BODYWEIGHT),
  x('oblique-crunch', ['Oblique crunch', 'Šikmé skracovačky', 'Šikmé zkracovačky'], ['bodyweight', 'mat'], ['obliques'], ['abdominals'], BODYWEIGHT),
  x('cable-crunch', ['Cable crunch', 'Skracovačky na kladke v kľaku', 'Zkracovačky na kladce v kleku'], ['cable'], ['abdominals'], ['obliques'], LOADED),
  x('hanging-leg-raise', ['Hanging leg raise', 'Zdvíhanie nôh vo vise', 'Zvedání nohou ve visu'], ['pull-up-bar'], ['abdominals'], ['hip-flexors', 'forearms'], BODYWEIGHT),
  x('hanging-knee-raise', ['Hanging knee raise', 'Prednožovanie skrčmo vo vise', 'Přitahování kolen ve visu'], ['pull-up-bar'], ['abdominals'], ['hip-flexors'], BODYWEIGHT),
  x('lying-leg-raise', ['Lying leg raise', 'Zdvíhanie nôh v ľahu', 'Zvedání nohou vleže'], ['bodyweight', 'mat'], ['abdominals'], ['hip-flexors'], BODYWEIGHT),
  x('toes-to-bar', ['Toes to bar', 'Špičky k hrazde', 'Špičky k hrazdě'], ['pull-up-bar'], ['abdominals'], ['hip-flexors', 'lats', 'forearms'], BODYWEIGHT),
  x('v-up', ['V-up', 'Sklapovačky', 'Sklapovačky'], ['bodyweight', 'mat'], ['abdominals'], ['hip-flexors'], BODYWEIGHT, 'Lift straight legs and arms together to meet over the hips.'),
  x('russian-twist', ['Russian twist', 'Ruský twist', 'Ruský twist'], ['bodyweight', 'medicine-ball', 'weight-plate'], ['obliques'], ['abdominals'], LOADED),
  x('ab-wheel-rollout', ['Ab wheel rollout', 'Rollout s kolieskom na brucho', 'Rollout s posilovacím kolečkem'], ['ab-wheel'], ['abdominals'], ['lats', 'shoulders'], BODYWEIGHT),
  x('pallof-press', ['Pallof press', 'Pallof press na kladke', 'Pallofův tlak na kladce'], ['cable', 'resistance-band'], ['obliques'], ['abdominals'], LOADED, 'Stand side-on to the cable and press the handle straight out without letting the torso rotate.'),
  x('cable-woodchopper', ['Cable woodchopper', 'Drevorubač na kladke', 'Dřevorubec na kladce'], ['cable'], ['obliques'], ['abdominals', 'shoulders'], LOADED),
  x('landmine-rotation', ['Landmine rotation', 'Rotácie s landmine', 'Rotace s landmine'], ['barbell', 'landmine'], ['obliques'], ['abdominals', 'shoulders'], LOADED),
  x('dumbbell-side-bend', ['Dumbbell side bend', 'Úklony s jednoručkou', 'Úklony s jednoručkou'], ['dumbbell'], ['obliques'], [], LOADED),
  x('dead-bug', ['Dead bug', 'Dead bug (mŕtvy chrobák)', 'Dead bug (mrtvý brouk)'], ['bodyweight', 'mat'], ['abdominals'], ['hip-flexors'], BODYWEIGHT, 'On the back, lower the opposite arm and leg while the lower back stays pressed down.'),
  x('back-extension', ['Back extension', 'Hyperextenzie', 'Hyperextenze'], ['bench'], ['lower-back'], ['glutes', 'hamstrings'], LOADED),
  x('superman', ['Superman', 'Superman v ľahu na bruchu', 'Superman vleže na břiše'], ['bodyweight', 'mat'], ['lower-back'], ['glutes'], BODYWEIGHT),
]);

const cardio = group('cardio', [
  x('running', ['Running', 'Beh', 'Běh'], ['bodyweight'], ['quadriceps'], ['hamstrings', 'calves', 'glutes'], ROUTE),
  x('treadmill-running', ['Treadmill running', 'Beh na bežeckom páse', 'Běh na běžeckém pásu'], ['treadmill'], ['quadriceps'], ['hamstrings', 'calves', 'glutes'], ROUTE),
  x('walking', ['Walking', 'Chôdza', 'Chůze'], ['bodyweight'], ['quadriceps'], ['calves', 'glutes'], ROUTE),
  x('incline-treadmill-walk', ['Incline treadmill walk', 'Chôdza do kopca na bežeckom páse', 'Chůze do kopce na běžeckém pásu'], ['treadmill'], ['glutes'], ['calves', 'hamstrings'], ROUTE),
  x('cycling', ['Cycling', 'Bicyklovanie', 'Jízda na kole'], ['other'], ['quadriceps'], ['hamstrings', 'calves', 'glutes'], ROUTE),
  x('stationary-bike', ['Stationary bike', 'Rotoped', 'Rotoped'], ['stationary-bike'], ['quadriceps'], ['hamstrings', 'calves'], ROUTE),
  x('air-bike', ['Air bike', 'Vzduchový bicykel (air bike)', 'Vzduchové kolo (air bike)'], ['stationary-bike'], ['quadriceps'], ['shoulders', 'chest', 'hamstrings'], ['duration', 'distance', 'effort']),
  x('rowing-machine', ['Rowing machine', 'Veslovanie na trenažéri', 'Veslování na trenažéru'], ['rowing-machine'], ['middle-back', 'quadriceps'], ['lats', 'biceps', 'glutes', 'hamstrings'], ROUTE, 'Legs, then body, then arms on the drive; the reverse on the way back.'),
  x('elliptical', ['Elliptical trainer', 'Cvičenie na eliptickom trenažéri', 'Cvičení na eliptickém trenažéru'], ['elliptical'], ['quadriceps'], ['glutes', 'hamstrings', 'calves'], ROUTE),
  x('stair-climber', ['Stair climber', 'Chôdza na schodiskovom trenažéri', 'Chůze na schodišťovém trenažéru'], ['stair-climber'], ['glutes'], ['quadriceps', 'calves'], ['duration', 'effort']),
  x('ski-erg', ['Ski erg', 'Bežkársky trenažér (SkiErg)', 'Běžkařský trenažér (SkiErg)'], ['ski-erg'], ['lats'], ['triceps', 'abdominals', 'shoulders'], ROUTE),
  x('jump-rope', ['Jump rope', 'Skákanie cez švihadlo', 'Skákání přes švihadlo'], ['jump-rope'], ['calves'], ['quadriceps', 'shoulders'], ['duration', 'effort']),
  x('swimming', ['Swimming', 'Plávanie', 'Plavání'], ['other'], ['lats'], ['shoulders', 'chest', 'quadriceps'], ROUTE),
  x('jumping-jacks', ['Jumping jacks', 'Skoky s roznožením a upažením (jumping jacks)', 'Skoky s roznožením a upažením (jumping jacks)'], ['bodyweight'], ['calves'], ['shoulders', 'quadriceps'], ['reps', 'duration']),
  x('mountain-climber', ['Mountain climber', 'Horolezec', 'Horolezec'], ['bodyweight'], ['abdominals'], ['hip-flexors', 'shoulders', 'quadriceps'], ['reps', 'duration'], 'From a high plank, drive the knees to the chest in turn, fast.'),
  x('high-knees', ['High knees', 'Skipovanie na mieste', 'Skipink na místě'], ['bodyweight'], ['hip-flexors'], ['quadriceps', 'calves'], ['duration', 'effort']),
  x('battle-rope-waves', ['Battle rope waves', 'Vlny s bojovými lanami', 'Vlny s bojovými lany'], ['battle-ropes'], ['shoulders'], ['forearms', 'abdominals', 'biceps'], ['duration', 'effort']),
  x('shadow-boxing', ['Shadow boxing', 'Tieňový box', 'Stínový box'], ['bodyweight'], ['shoulders'], ['abdominals', 'calves'], ['duration', 'effort']),
]);

const fullBody = group('full-body', [
  x('barbell-deadlift', ['Barbell deadlift', 'Mŕtvy ťah s veľkou činkou', 'Mrtvý tah s velkou činkou'], ['barbell'], ['hamstrings', 'glutes', 'lower-back'], ['quadriceps', 'traps', 'forearms', 'lats'], LOADED, 'Bar over mid-foot, flat back; push the floor away and stand tall.'),
  x('trap-bar-deadlift', ['Trap bar deadlift', 'Mŕtvy ťah s trap barom', 'Mrtvý tah s trap barem'], ['trap-bar'], ['quadriceps', 'glutes'], ['hamstrings', 'lower-back', 'traps', 'forearms'], LOADED),
  x('power-clean', ['Power clean', 'Silový zdvih na hruď (power clean)', 'Silové přemístění (power clean)'], ['barbell'], ['glutes', 'hamstrings', 'traps'], ['quadriceps', 'shoulders', 'calves', 'lower-back'], LOADED),
  x('barbell-snatch', ['Barbell snatch', 'Trh s veľkou činkou', 'Trh s velkou činkou'], ['barbell'], ['quadriceps', 'glutes', 'shoulders'], ['hamstrings', 'traps', 'lower-back', 'triceps'], LOADED),
  x('clean-and-jerk', ['Clean and jerk', 'Nadhod', 'Nadhoz'], ['barbell'], ['quadriceps', 'glutes', 'shoulders'], ['hamstrings', 'traps', 'triceps', 'lower-back'], LOADED),
  x('barbell-thruster', ['Barbell thruster', 'Thruster s veľkou činkou', 'Thruster s velkou činkou'], ['barbell'], ['quadriceps', 'shoulders'], ['glutes', 'triceps', 'abdominals'], LOADED, 'Front squat straight into an overhead press in one movement.'),
  x('dumbbell-thruster', ['Dumbbell thruster', 'Thruster s jednoručkami', 'Thruster s jednoručkami'], ['dumbbell'], ['quadriceps', 'shoulders'], ['glutes', 'triceps', 'abdominals'], LOADED),
  x('kettlebell-swing', ['Kettlebell swing', 'Švih s kettlebellom', 'Švih s kettlebellem'], ['kettlebell'], ['glutes', 'hamstrings'], ['lower-back', 'shoulders', 'abdominals', 'forearms'], LOADED, 'Hinge and snap the hips forward to float the bell to chest height.'),
  x('turkish-get-up', ['Turkish get-up', 'Turecké vstávanie', 'Turecký vztyk'], ['kettlebell'], ['shoulders', 'abdominals'], ['glutes', 'quadriceps', 'triceps'], LOADED),
  x('kettlebell-clean-and-press', ['Kettlebell clean and press', 'Zdvih na hruď a tlak s kettlebellom', 'Přemístění a tlak s kettlebellem'], ['kettlebell'], ['shoulders', 'glutes'], ['hamstrings', 'triceps', 'abdominals'], LOADED),
  x('dumbbell-clean-and-press', ['Dumbbell clean and press', 'Zdvih na hruď a tlak s jednoručkami', 'Přemístění a tlak s jednoručkami'], ['dumbbell'], ['shoulders', 'glutes'], ['quadriceps', 'hamstrings', 'traps', 'triceps'], LOADED),
  x('burpee', ['Burpee', 'Angličáky (burpees)', 'Angličáky (burpees)'], ['bodyweight'], ['quadriceps', 'chest'], ['shoulders', 'triceps', 'abdominals', 'glutes'], BODYWEIGHT, 'Squat, kick back to a push-up, return and jump up.'),
  x('farmers-walk', ["Farmer's walk", 'Farmárska chôdza', 'Farmářská chůze'], ['dumbbell', 'kettlebell'], ['forearms', 'traps'], ['abdominals', 'glutes', 'quadriceps'], CARRY, 'Walk tall with a heavy weight in each hand.'),
  x('bear-crawl', ['Bear crawl', 'Medvedia chôdza', 'Medvědí chůze'], ['bodyweight'], ['shoulders', 'abdominals'], ['quadriceps', 'hip-flexors', 'triceps'], ['distance', 'duration']),
  x('sled-push', ['Sled push', 'Tlačenie saní', 'Tlačení saní'], ['sled'], ['quadriceps', 'glutes'], ['calves', 'chest', 'triceps', 'shoulders'], CARRY),
  x('medicine-ball-slam', ['Medicine ball slam', 'Hody medicinbalom o zem', 'Hody medicinbalem o zem'], ['medicine-ball'], ['lats', 'abdominals'], ['shoulders', 'triceps', 'glutes'], LOADED),
  x('wall-ball', ['Wall ball', 'Wall ball (drep a hod medicinbalom na stenu)', 'Wall ball (dřep a hod medicinbalem na zeď)'], ['medicine-ball'], ['quadriceps', 'shoulders'], ['glutes', 'triceps', 'abdominals'], LOADED),
  x('renegade-row', ['Renegade row', 'Renegade row (príťahy v polohe kľuku)', 'Renegade row (přítahy v poloze kliku)'], ['dumbbell'], ['middle-back', 'abdominals'], ['lats', 'chest', 'triceps', 'glutes'], LOADED),
  x('tire-flip', ['Tire flip', 'Prevracanie pneumatiky', 'Převracení pneumatiky'], ['other'], ['glutes', 'quadriceps', 'lower-back'], ['hamstrings', 'chest', 'shoulders', 'triceps', 'traps'], BODYWEIGHT),
]);

const mobilityFlexibility = group('mobility-flexibility', [
  x('standing-hamstring-stretch', ['Standing hamstring stretch', 'Strečing zadnej strany stehien v stoji', 'Protažení zadní strany stehen ve stoje'], ['bodyweight'], ['hamstrings'], ['lower-back'], TIMED),
  x('kneeling-hip-flexor-stretch', ['Kneeling hip flexor stretch', 'Strečing flexorov bedrového kĺbu v kľaku', 'Protažení flexorů kyčle v kleku'], ['bodyweight', 'mat'], ['hip-flexors'], ['quadriceps'], TIMED, 'Half-kneeling, squeeze the glute of the back leg and shift the hips forward.'),
  x('standing-quad-stretch', ['Standing quad stretch', 'Strečing predného stehna v stoji', 'Protažení přední strany stehna ve stoje'], ['bodyweight'], ['quadriceps'], ['hip-flexors'], TIMED),
  x('pigeon-pose', ['Pigeon pose', 'Poloha holuba', 'Pozice holuba'], ['mat'], ['glutes'], ['hip-flexors'], TIMED),
  x('childs-pose', ["Child's pose", 'Poloha dieťaťa', 'Pozice dítěte'], ['mat'], ['lower-back'], ['lats', 'shoulders'], TIMED),
  x('cat-cow', ['Cat-cow', 'Mačka – krava', 'Kočka – kráva'], ['mat'], ['lower-back'], ['abdominals', 'middle-back'], ['reps', 'duration'], 'On hands and knees, round then arch the spine slowly with the breath.'),
  x('worlds-greatest-stretch', ["World's greatest stretch", 'Najlepší strečing na svete (world’s greatest stretch)', 'Nejlepší protažení na světě (world’s greatest stretch)'], ['bodyweight'], ['hip-flexors'], ['hamstrings', 'glutes', 'middle-back'], ['reps']),
  x('open-book-rotation', ['Open book rotation', 'Otváranie knihy (rotácia hrudnej chrbtice)', 'Otevírání knihy (rotace hrudní páteře)'], ['mat'], ['middle-back'], ['chest', 'shoulders'], ['reps'], 'Side-lying with knees bent, open the top arm across to the other side and follow it with the eyes.'),
  x('foam-roll-quads', ['Foam rolling: quads', 'Uvoľňovanie stehien na penovom valci', 'Uvolňování stehen na pěnovém válci'], ['foam-roller'], ['quadriceps'], [], TIMED),
  x('foam-roll-upper-back', ['Foam rolling: upper back', 'Uvoľňovanie hornej časti chrbta na penovom valci', 'Uvolňování horní části zad na pěnovém válci'], ['foam-roller'], ['middle-back'], ['traps'], TIMED),
  x('foam-roll-calves', ['Foam rolling: calves', 'Uvoľňovanie lýtok na penovom valci', 'Uvolňování lýtek na pěnovém válci'], ['foam-roller'], ['calves'], [], TIMED),
  x('wall-calf-stretch', ['Wall calf stretch', 'Strečing lýtok pri stene', 'Protažení lýtek u zdi'], ['bodyweight'], ['calves'], [], TIMED),
  x('doorway-chest-stretch', ['Doorway chest stretch', 'Strečing hrudníka vo dverách', 'Protažení hrudníku ve dveřích'], ['bodyweight'], ['chest'], ['shoulders'], TIMED),
  x('cross-body-shoulder-stretch', ['Cross-body shoulder stretch', 'Strečing ramena s pažou cez hrudník', 'Protažení ramene s paží přes hrudník'], ['bodyweight'], ['shoulders'], ['middle-back'], TIMED),
  x('band-pass-through', ['Band shoulder pass-through', 'Prevliekanie gumy za chrbát (pass-through)', 'Provlékání gumy za záda (pass-through)'], ['resistance-band'], ['shoulders'], ['chest', 'rotator-cuff'], ['reps']),
  x('hip-90-90-switch', ['90/90 hip switch', 'Rotácie bedier 90/90', 'Rotace kyčlí 90/90'], ['mat'], ['glutes'], ['hip-flexors', 'adductors'], ['reps']),
  x('downward-dog', ['Downward dog', 'Pes hlavou dole', 'Pes hlavou dolů'], ['mat'], ['hamstrings'], ['calves', 'shoulders'], TIMED),
  x('cossack-squat', ['Cossack squat', 'Kozácky drep', 'Kozácký dřep'], ['bodyweight'], ['adductors'], ['quadriceps', 'glutes'], BODYWEIGHT),
  x('butterfly-stretch', ['Butterfly stretch', 'Motýlik', 'Motýlek'], ['mat'], ['adductors'], [], TIMED),
  x('seated-forward-fold', ['Seated forward fold', 'Predklon v sede', 'Předklon vsedě'], ['mat'], ['hamstrings'], ['lower-back', 'calves'], TIMED),
]);

const plyometricsSpeed = group('plyometrics-speed', [
  x('box-jump', ['Box jump', 'Výskoky na bedňu', 'Výskoky na bednu'], ['plyo-box'], ['quadriceps'], ['glutes', 'calves', 'hamstrings'], BODYWEIGHT, 'Jump onto the box, land softly in a quarter squat, step down.'),
  x('squat-jump', ['Squat jump', 'Výskoky z drepu', 'Výskoky z dřepu'], ['bodyweight'], ['quadriceps'], ['glutes', 'calves'], BODYWEIGHT),
  x('broad-jump', ['Broad jump', 'Skok do diaľky z miesta', 'Skok z místa do dálky'], ['bodyweight'], ['glutes'], ['quadriceps', 'hamstrings', 'calves'], ['reps', 'distance']),
  x('tuck-jump', ['Tuck jump', 'Skoky s pritiahnutím kolien', 'Skoky s přitažením kolen'], ['bodyweight'], ['quadriceps'], ['hip-flexors', 'calves', 'abdominals'], BODYWEIGHT),
  x('lateral-bound', ['Lateral bound', 'Bočné odrazy z nohy na nohu', 'Boční odrazy z nohy na nohu'], ['bodyweight'], ['glutes'], ['abductors', 'quadriceps', 'calves'], BODYWEIGHT),
  x('skater-jump', ['Skater jump', 'Korčuliarske skoky', 'Bruslařské skoky'], ['bodyweight'], ['glutes'], ['quadriceps', 'abductors', 'calves'], BODYWEIGHT),
  x('depth-jump', ['Depth jump', 'Zoskok s okamžitým výskokom (depth jump)', 'Seskok s okamžitým výskokem (depth jump)'], ['plyo-box'], ['quadriceps'], ['glutes', 'calves'], BODYWEIGHT, 'Step off a low box and jump up the moment the feet touch the floor.'),
  x('jumping-lunge', ['Jumping lunge', 'Výpady s výmenou nôh vo výskoku', 'Výpady s výměnou nohou ve výskoku'], ['bodyweight'], ['quadriceps'], ['glutes', 'hamstrings', 'calves'], BODYWEIGHT),
  x('pogo-jumps', ['Pogo jumps', 'Poskoky z členkov (pogo)', 'Poskoky z kotníků (pogo)'], ['bodyweight'], ['calves'], ['quadriceps'], BODYWEIGHT),
  x('single-leg-hop', ['Single-leg hop', 'Poskoky na jednej nohe', 'Poskoky na jedné noze'], ['bodyweight'], ['quadriceps'], ['calves', 'glutes'], BODYWEIGHT),
  x('plyometric-push-up', ['Plyometric push-up', 'Plyometrické kľuky', 'Plyometrické kliky'], ['bodyweight'], ['chest'], ['triceps', 'shoulders'], BODYWEIGHT),
  x('medicine-ball-chest-pass', ['Medicine ball chest pass', 'Prihrávka medicinbalom od hrudníka', 'Přihrávka medicinbalem od hrudníku'], ['medicine-ball'], ['chest'], ['triceps', 'shoulders'], LOADED),
  x('medicine-ball-rotational-throw', ['Medicine ball rotational throw', 'Rotačný hod medicinbalom o stenu', 'Rotační hod medicinbalem o zeď'], ['medicine-ball'], ['obliques'], ['shoulders', 'glutes'], LOADED),
  x('sprint', ['Sprint', 'Šprint', 'Sprint'], ['bodyweight'], ['hamstrings', 'glutes'], ['quadriceps', 'calves'], ['distance', 'duration']),
  x('hill-sprint', ['Hill sprint', 'Šprint do kopca', 'Sprint do kopce'], ['bodyweight'], ['glutes'], ['quadriceps', 'hamstrings', 'calves'], ['distance', 'duration']),
  x('shuttle-run', ['Shuttle run', 'Člnkový beh', 'Člunkový běh'], ['bodyweight'], ['quadriceps'], ['hamstrings', 'calves', 'adductors'], ['distance', 'duration']),
  x('agility-ladder', ['Agility ladder drill', 'Cvičenie na koordinačnom rebríku', 'Cvičení na koordinačním žebříku'], ['other'], ['calves'], ['quadriceps', 'hip-flexors'], ['reps', 'duration']),
  x('a-skip', ['A-skip', 'Skipovanie A (A-skip)', 'Skipink A (A-skip)'], ['bodyweight'], ['hip-flexors'], ['calves', 'quadriceps'], ['reps', 'distance']),
]);

const stabilityBalance = group('stability-balance', [
  x('single-leg-stand', ['Single-leg stand', 'Stoj na jednej nohe', 'Stoj na jedné noze'], ['bodyweight'], ['calves'], ['glutes', 'abductors'], TIMED),
  x('bosu-balance-stand', ['BOSU balance stand', 'Stoj na BOSU', 'Stoj na BOSU'], ['bosu'], ['calves'], ['quadriceps', 'abdominals'], TIMED),
  x('balance-board-stand', ['Balance board stand', 'Stoj na balančnej doske', 'Stoj na balanční desce'], ['balance-pad'], ['calves'], ['tibialis', 'quadriceps'], TIMED),
  x('bosu-squat', ['BOSU squat', 'Drep na BOSU', 'Dřep na BOSU'], ['bosu'], ['quadriceps'], ['glutes', 'abdominals'], BODYWEIGHT),
  x('single-leg-romanian-deadlift', ['Single-leg Romanian deadlift', 'Rumunský mŕtvy ťah na jednej nohe', 'Rumunský mrtvý tah na jedné noze'], ['dumbbell', 'kettlebell'], ['hamstrings'], ['glutes', 'lower-back'], LOADED),
  x('bird-dog', ['Bird dog', 'Striedavé zdvíhanie ruky a nohy v kľaku (bird dog)', 'Střídavé zvedání paže a nohy v kleku (bird dog)'], ['mat'], ['lower-back'], ['glutes', 'abdominals', 'shoulders'], BODYWEIGHT, 'On hands and knees, reach the opposite arm and leg long without the hips tipping.'),
  x('stability-ball-hamstring-curl', ['Stability ball hamstring curl', 'Zakopávanie na fitlopte', 'Zakopávání na gymnastickém míči'], ['exercise-ball'], ['hamstrings'], ['glutes', 'lower-back'], BODYWEIGHT),
  x('stability-ball-pike', ['Stability ball pike', 'Sklapovačka s nohami na fitlopte (pike)', 'Sklapovačka s nohama na gymnastickém míči (pike)'], ['exercise-ball'], ['abdominals'], ['shoulders', 'hip-flexors'], BODYWEIGHT),
  x('heel-to-toe-walk', ['Heel-to-toe walk', 'Chôdza po čiare päta-špička', 'Chůze po čáře pata-špička'], ['bodyweight'], ['calves'], ['tibialis', 'abductors'], ['distance', 'duration']),
  x('star-excursion-reach', ['Star excursion reach', 'Hviezdicové siahanie na jednej nohe', 'Hvězdicové dosahování na jedné noze'], ['bodyweight'], ['glutes'], ['quadriceps', 'abductors'], ['reps'], 'Stand on one leg and reach the other foot as far as possible in several directions.'),
  x('kettlebell-bottoms-up-press', ['Kettlebell bottoms-up press', 'Tlak kettlebellu dnom hore', 'Tlak kettlebellu dnem vzhůru'], ['kettlebell'], ['shoulders'], ['rotator-cuff', 'forearms'], LOADED),
  x('suitcase-carry', ['Suitcase carry', 'Jednostranná farmárska chôdza (suitcase carry)', 'Jednostranná farmářská chůze (suitcase carry)'], ['dumbbell', 'kettlebell'], ['obliques'], ['forearms', 'traps'], CARRY),
  x('trx-single-leg-squat', ['TRX single-leg squat', 'Drep na jednej nohe s TRX', 'Dřep na jedné noze s TRX'], ['suspension-trainer'], ['quadriceps'], ['glutes'], BODYWEIGHT),
]);

const rehabPrehab = group('rehab-prehab', [
  x('band-external-rotation', ['Band external rotation', 'Vonkajšia rotácia ramena s gumou', 'Zevní rotace ramene s gumou'], ['resistance-band'], ['rotator-cuff'], ['shoulders'], BODYWEIGHT, 'Elbow tucked at the side at 90 degrees; rotate the forearm out against the band.'),
  x('cable-internal-rotation', ['Cable internal rotation', 'Vnútorná rotácia ramena na kladke', 'Vnitřní rotace ramene na kladce'], ['cable'], ['rotator-cuff'], ['chest'], LOADED),
  x('side-lying-external-rotation', ['Side-lying dumbbell external rotation', 'Vonkajšia rotácia ramena s jednoručkou v ľahu na boku', 'Zevní rotace ramene s jednoručkou vleže na boku'], ['dumbbell'], ['rotator-cuff'], ['shoulders'], LOADED),
  x('band-pull-apart', ['Band pull-apart', 'Rozťahovanie gumy pred hrudníkom', 'Roztahování gumy před hrudníkem'], ['resistance-band'], ['shoulders'], ['middle-back', 'rotator-cuff', 'traps'], BODYWEIGHT),
  x('wall-slide', ['Wall slide', 'Posúvanie rúk po stene (wall slides)', 'Posouvání paží po zdi (wall slides)'], ['bodyweight'], ['shoulders'], ['traps', 'rotator-cuff'], BODYWEIGHT),
  x('prone-ytw-raise', ['Prone Y-T-W raise', 'Zdvíhanie rúk Y-T-W v ľahu na bruchu', 'Zvedání paží Y-T-W vleže na břiše'], ['bodyweight', 'bench'], ['traps'], ['shoulders', 'rotator-cuff', 'middle-back'], BODYWEIGHT),
  x('chin-tuck', ['Chin tuck', 'Zasúvanie brady', 'Zasouvání brady'], ['bodyweight'], ['neck'], [], ['reps', 'duration'], 'Glide the head straight back to make a double chin; hold briefly.'),
  x('clamshell', ['Clamshell', 'Mušľa s gumou v ľahu na boku (clamshell)', 'Mušle s gumou vleže na boku (clamshell)'], ['resistance-band', 'mat'], ['glutes'], ['abductors'], BODYWEIGHT),
  x('side-lying-hip-abduction', ['Side-lying hip abduction', 'Unožovanie v ľahu na boku', 'Unožování vleže na boku'], ['mat'], ['abductors'], ['glutes'], BODYWEIGHT),
  x('nordic-hamstring-curl', ['Nordic hamstring curl', 'Nordické zakopávanie', 'Nordické zakopávání'], ['bodyweight'], ['hamstrings'], ['glutes'], BODYWEIGHT, 'Kneeling with the heels held, lower the body forward as slowly as possible.'),
  x('terminal-knee-extension', ['Terminal knee extension', 'Dopínanie kolena s gumou (TKE)', 'Propínání kolene s gumou (TKE)'], ['resistance-band'], ['quadriceps'], [], BODYWEIGHT),
  x('tibialis-raise', ['Tibialis raise', 'Zdvíhanie špičiek pri stene', 'Zvedání špiček u zdi'], ['bodyweight'], ['tibialis'], [], BODYWEIGHT),
  x('eccentric-calf-raise', ['Eccentric calf raise', 'Excentrické výpony na schode', 'Excentrické výpony na schodu'], ['bodyweight'], ['calves'], [], LOADED, 'Rise on both feet, lower slowly on one; a common Achilles tendon exercise.'),
  x('knee-to-wall-ankle-mobilization', ['Knee-to-wall ankle mobilization', 'Mobilizácia členka koleno k stene', 'Mobilizace kotníku koleno ke zdi'], ['bodyweight'], ['calves'], ['tibialis'], ['reps']),
]);

const isometrics = group('isometrics', [
  x('plank', ['Plank', 'Planka', 'Prkno'], ['mat'], ['abdominals'], ['shoulders', 'glutes', 'obliques'], TIMED, 'On forearms and toes, body in one straight line; hold.'),
  x('side-plank', ['Side plank', 'Bočná planka', 'Boční prkno'], ['mat'], ['obliques'], ['abdominals', 'glutes', 'abductors'], TIMED),
  x('copenhagen-plank', ['Copenhagen plank', 'Kodanská planka', 'Kodaňské prkno'], ['bench'], ['adductors'], ['obliques'], TIMED, 'Side plank with the top leg on a bench and the bottom leg free.'),
  x('bear-plank', ['Bear plank', 'Medvedia výdrž', 'Medvědí výdrž'], ['mat'], ['abdominals'], ['shoulders', 'quadriceps'], TIMED),
  x('wall-sit', ['Wall sit', 'Sed pri stene (stolička)', 'Sed u zdi (židlička)'], ['bodyweight'], ['quadriceps'], ['glutes'], TIMED, 'Back against the wall, thighs parallel to the floor; hold.'),
  x('split-squat-hold', ['Split squat hold', 'Výdrž vo výpade', 'Výdrž ve výpadu'], ['bodyweight'], ['quadriceps'], ['glutes'], TIMED),
  x('glute-bridge-hold', ['Glute bridge hold', 'Výdrž v gluteálnom mostíku', 'Výdrž v hýžďovém můstku'], ['mat'], ['glutes'], ['hamstrings'], TIMED),
  x('hollow-body-hold', ['Hollow body hold', 'Výdrž v polohe hollow (lodička)', 'Výdrž v poloze hollow (lodička)'], ['mat'], ['abdominals'], ['hip-flexors'], TIMED),
  x('superman-hold', ['Superman hold', 'Výdrž v polohe superman', 'Výdrž v poloze superman'], ['mat'], ['lower-back'], ['glutes', 'middle-back'], TIMED),
  x('l-sit', ['L-sit', 'L-sed na bradlách', 'L-sed na bradlech'], ['dip-bars'], ['abdominals'], ['hip-flexors', 'triceps', 'quadriceps'], TIMED),
  x('dead-hang', ['Dead hang', 'Vis na hrazde', 'Vis na hrazdě'], ['pull-up-bar'], ['forearms'], ['lats', 'shoulders'], TIMED),
  x('flexed-arm-hang', ['Flexed-arm hang', 'Výdrž v zhybe', 'Výdrž ve shybu'], ['pull-up-bar'], ['lats', 'biceps'], ['forearms'], TIMED),
  x('plate-pinch', ['Plate pinch hold', 'Držanie kotúčov v prstoch (plate pinch)', 'Držení kotoučů v prstech (plate pinch)'], ['weight-plate'], ['forearms'], [], ['duration', 'weight']),
  x('pallof-hold', ['Pallof hold', 'Výdrž v Pallof presse', 'Výdrž v Pallofově tlaku'], ['cable', 'resistance-band'], ['obliques'], ['abdominals'], ['duration', 'weight']),
]);

export const LIBRARY_DATA: readonly LibraryExercise[] = [
  ...upperBody,
  ...lowerBody,
  ...coreTrunk,
  ...cardio,
  ...fullBody,
  ...mobilityFlexibility,
  ...plyometricsSpeed,
  ...stabilityBalance,
  ...rehabPrehab,
  ...isometrics,
];
