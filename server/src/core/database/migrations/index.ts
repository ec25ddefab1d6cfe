import { Foundation1763800000000 } from './1763800000000-foundation';
import { MasterData1763900000000 } from './1763900000000-master-data';
import { ProductSnRegex1764000000000 } from './1764000000000-product-sn-regex';
import { Inventory1764100000000 } from './1764100000000-inventory';
import { StationReports1764200000000 } from './1764200000000-station-reports';
import { ProductionOrders1764300000000 } from './1764300000000-production-orders';
import { KanbanScreens1764400000000 } from './1764400000000-kanban-screens';
import { Smt1764500000000 } from './1764500000000-smt';
import { StationSop1764600000000 } from './1764600000000-station-sop';
import { OperatorBadges1764700000000 } from './1764700000000-operator-badges';
import { MaterialRec1764800000000 } from './1764800000000-material-rec';
import { ProgressJobs1764900000000 } from './1764900000000-progress-jobs';
import { Numbering1765000000000 } from './1765000000000-numbering';
import { LabelsPackaging1765100000000 } from './1765100000000-labels-packaging';
import { BomOrders1765200000000 } from './1765200000000-bom-orders';
import { ProductDefinitions1765300000000 } from './1765300000000-product-definitions';
import { StockLedger1765400000000 } from './1765400000000-stock-ledger';
import { StockDocuments1765500000000 } from './1765500000000-stock-documents';
import { StockCountsPallets1765600000000 } from './1765600000000-stock-counts-pallets';
import { MaterialFlow1765700000000 } from './1765700000000-material-flow';
import { Packing1765800000000 } from './1765800000000-packing';
import { RepairBinding1765900000000 } from './1765900000000-repair-binding';
import { DeviceMaintenance1766000000000 } from './1766000000000-device-maintenance';
import { Statistics1766100000000 } from './1766100000000-statistics';
import { DashboardTracing1766200000000 } from './1766200000000-dashboard-tracing';
import { BillNumbers1766300000000 } from './1766300000000-bill-numbers';
import { Cfx1766400000000 } from './1766400000000-cfx';
import { Msd1766500000000 } from './1766500000000-msd';
import { Realtime1766600000000 } from './1766600000000-realtime';
import { MaterialFlowLine1766700000000 } from './1766700000000-material-flow-line';
import { PackingLevels1766800000000 } from './1766800000000-packing-levels';
import { StationMinutes1766900000000 } from './1766900000000-station-minutes';
import { DemoStage1767300000000 } from './1767300000000-demo-stage';
import { SystemPages1767400000000 } from './1767400000000-system-pages';
import { CfxDowntime1767500000000 } from './1767500000000-cfx-downtime';
import { CfxAccounts1767600000000 } from './1767600000000-cfx-accounts';
import { ReportQtyReplay1767900000000 } from './1767900000000-report-qty-replay';
import { ReportKeyPartial1768000000000 } from './1768000000000-report-key-partial';
import { FeedingLogCheck1768133000000 } from './1768133000000-feeding-log-check';
import { Spc1768200000000 } from './1768200000000-spc';
// Every migration, in order. A new schema change is a new file here, never `synchronize`.
export const MIGRATIONS = [
  Foundation1763800000000,
  MasterData1763900000000,
  ProductSnRegex1764000000000,
  Inventory1764100000000,
  StationReports1764200000000,
  ProductionOrders1764300000000,
  KanbanScreens1764400000000,
  Smt1764500000000,
  StationSop1764600000000,
  OperatorBadges1764700000000,
  MaterialRec1764800000000,
  ProgressJobs1764900000000,
  Numbering1765000000000,
  LabelsPackaging1765100000000,
  BomOrders1765200000000,
  ProductDefinitions1765300000000,
  StockLedger1765400000000,
  StockDocuments1765500000000,
  StockCountsPallets1765600000000,
  MaterialFlow1765700000000,
  Packing1765800000000,
  RepairBinding1765900000000,
  DeviceMaintenance1766000000000,
  Statistics1766100000000,
  DashboardTracing1766200000000,
  BillNumbers1766300000000,
  Cfx1766400000000,
  Msd1766500000000,
  Realtime1766600000000,
  MaterialFlowLine1766700000000,
  PackingLevels1766800000000,
  StationMinutes1766900000000,
  DemoStage1767300000000,
  SystemPages1767400000000,
  CfxDowntime1767500000000,
  CfxAccounts1767600000000,
  ReportQtyReplay1767900000000,
  ReportKeyPartial1768000000000,
  FeedingLogCheck1768133000000,
  Spc1768200000000,
];
