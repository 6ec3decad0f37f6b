import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';

describe('Button in pre-rendered HTML', () => {
  it('renders a submit button disabled until the app runs, so a form can not submit natively before it takes over', () => {
    const html = renderToString(<Button type="submit">Sign in</Button>);
    expect(html).toMatch(/<button[^>]*disabled/);
  });
  it('leaves other buttons as they are', () => {
    expect(renderToString(<Button>Cancel</Button>)).not.toMatch(/disabled/);
  });
});
