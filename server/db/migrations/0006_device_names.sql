-- One name per thing: a device is a device, a client is a customer. The
-- sync identity of a local database was called client_id; it is device_id now.
ALTER TABLE "sync_clients" RENAME TO "sync_devices";--> statement-breakpoint
ALTER TABLE "sync_devices" RENAME COLUMN "client_id" TO "device_id";--> statement-breakpoint
ALTER TABLE "sync_devices" RENAME CONSTRAINT "sync_clients_pkey" TO "sync_devices_pkey";--> statement-breakpoint
ALTER TABLE "sync_devices" RENAME CONSTRAINT "sync_clients_user_id_users_id_fk" TO "sync_devices_user_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "sync_clients_user_idx" RENAME TO "sync_devices_user_idx";--> statement-breakpoint
ALTER TABLE "sync_mutation_errors" RENAME COLUMN "client_id" TO "device_id";--> statement-breakpoint
ALTER TABLE "sync_mutation_errors" RENAME CONSTRAINT "sync_mutation_errors_client_id_sync_clients_client_id_fk" TO "sync_mutation_errors_device_id_sync_devices_device_id_fk";--> statement-breakpoint
ALTER TABLE "sync_mutation_errors" RENAME CONSTRAINT "sync_mutation_errors_client_id_mutation_id_pk" TO "sync_mutation_errors_device_id_mutation_id_pk";
