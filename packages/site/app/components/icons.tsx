// Config names → lucide-react icons, so the config stays plain data.
import {
  Bell,
  Building2,
  ChartColumn,
  ClipboardCheck,
  Cloud,
  Code,
  Cpu,
  Factory,
  HardHat,
  HeartPulse,
  Lock,
  MapPin,
  Nfc,
  ScanLine,
  Server,
  Shield,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Target,
  Users,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "../config/site";

const icons: Record<IconName, LucideIcon> = {
  scan: ScanLine,
  "map-pin": MapPin,
  sparkles: Sparkles,
  "clipboard-check": ClipboardCheck,
  bell: Bell,
  "bar-chart": ChartColumn,
  target: Target,
  shield: Shield,
  users: Users,
  "heart-pulse": HeartPulse,
  factory: Factory,
  server: Server,
  "hard-hat": HardHat,
  zap: Zap,
  building: Building2,
  lock: Lock,
  nfc: Nfc,
  cloud: Cloud,
  cpu: Cpu,
  smartphone: Smartphone,
  code: Code,
  "shield-check": ShieldCheck,
};

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" className={className} />;
}
