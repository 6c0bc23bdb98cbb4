import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';

/**
 * Radix tabs: arrow keys move between tabs, Home/End jump, the panel follows.
 * Compose as <Tabs><TabsList><TabsTrigger/></TabsList><TabsContent/></Tabs>.
 */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn('flex flex-col gap-4', className)} {...props} />;
}

export interface TabsListProps extends ComponentProps<typeof TabsPrimitive.List> {
  /** `line` underlines the active tab (page sections); `pills` is a segmented control. */
  variant?: 'line' | 'pills';
}

export function TabsList({ className, variant = 'line', ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      data-variant={variant}
      className={cn(
        'group/tabs flex max-w-full overflow-x-auto',
        variant === 'line' ? 'gap-1 border-b border-line' : 'w-fit gap-1 rounded-control bg-navy-100 p-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap px-4 text-sm font-semibold text-ink-muted transition-colors',
        'hover:text-ink disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:size-4',
        // line
        'group-data-[variant=line]/tabs:-mb-px group-data-[variant=line]/tabs:h-11 group-data-[variant=line]/tabs:border-b-[3px] group-data-[variant=line]/tabs:border-transparent',
        'group-data-[variant=line]/tabs:data-[state=active]:border-brand-600 group-data-[variant=line]/tabs:data-[state=active]:text-brand-700',
        // pills
        'group-data-[variant=pills]/tabs:h-9 group-data-[variant=pills]/tabs:rounded-inset',
        'group-data-[variant=pills]/tabs:data-[state=active]:bg-surface group-data-[variant=pills]/tabs:data-[state=active]:text-navy-900 group-data-[variant=pills]/tabs:data-[state=active]:shadow-card',
        focusRing,
        'focus-visible:outline-offset-[-2px]',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('rounded-control', focusRing, className)} {...props} />;
}
