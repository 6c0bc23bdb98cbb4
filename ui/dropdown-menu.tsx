import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * Radix dropdown menu: arrow keys, typeahead, Escape, focus back to the trigger.
 * Compose as <DropdownMenu><DropdownMenuTrigger asChild>...</DropdownMenuTrigger>
 * <DropdownMenuContent><DropdownMenuItem/></DropdownMenuContent></DropdownMenu>.
 */
export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuGroup = MenuPrimitive.Group;

export function DropdownMenuContent({ className, sideOffset = 6, align = 'end', loop = true, ...props }: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        loop={loop}
        className={cn(
          'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-56 overflow-y-auto rounded-card border border-line bg-surface p-1.5 text-ink shadow-overlay',
          'origin-(--radix-dropdown-menu-content-transform-origin) motion-safe:data-[state=open]:animate-menu-in motion-safe:data-[state=closed]:animate-fade-out',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export interface DropdownMenuItemProps extends ComponentProps<typeof MenuPrimitive.Item> {
  /** Red text for an action that removes or signs out. */
  destructive?: boolean;
}

export function DropdownMenuItem({ className, destructive = false, ...props }: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      className={cn(
        'flex min-h-10 cursor-pointer items-center gap-2.5 rounded-inset px-3 py-2 text-sm outline-none select-none',
        '[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-ink-muted',
        'data-[highlighted]:bg-navy-50 data-[highlighted]:text-navy-900 data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        destructive && 'text-danger data-[highlighted]:bg-danger-soft data-[highlighted]:text-danger-ink [&_svg]:text-danger',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={cn('px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn('-mx-1.5 my-1.5 h-px bg-line', className)} {...props} />;
}
