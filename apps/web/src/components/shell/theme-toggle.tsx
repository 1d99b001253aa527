import { Moon, Sun } from 'lucide-react';
import { useThemeToggle } from '../../features/settings/use-account-theme';
import { Button } from '../ui/button';

export function ThemeToggle() {
  const [theme, toggle] = useThemeToggle();
  const label = theme === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <Button variant="ghost" size="icon" onClick={toggle} aria-label={label} title={label}>
      {theme === 'dark' ? <Sun className="size-5" aria-hidden /> : <Moon className="size-5" aria-hidden />}
    </Button>
  );
}
