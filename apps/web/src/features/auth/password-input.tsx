import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { useT } from '../../i18n/i18n';

/** A password field with a show/hide button. */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement>) {
  const t = useT();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="relative mt-1.5">
      <Input {...props} type={isVisible ? 'text' : 'password'} className="pr-11" />
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-0 right-0 h-10"
        onClick={() => setIsVisible((v) => !v)}
        aria-label={t(isVisible ? 'auth.password.hide' : 'auth.password.show')}
        aria-pressed={isVisible}
      >
        {isVisible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      </Button>
    </div>
  );
}
