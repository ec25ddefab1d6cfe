import type { ReelLabel } from './reel-label';

// The reel-label corpus (docs/msd.md, "Reel labels"): label texts in the formats suppliers print and scanners send,
// with what each must read as. Part numbers, lots and orders are invented; the structure of each is from the source
// named. RS = \u001e, GS = \u001d, EOT = \u0004.

const RS = '\u001e';
const GS = '\u001d';
const EOT = '\u0004';
const env = (...fields: string[]) => `[)>${RS}06${GS}${fields.join(GS)}${RS}${EOT}`;

export type LabelCase = { name: string; source: string; text: string; reads: Partial<ReelLabel> | null };

export const REEL_LABELS: LabelCase[] = [
  {
    name: 'EIGP-114 reel label',
    source:
      'ECIA EIGP 114.2018, the 2D reel/product label data set: ISO/IEC 15434 format 06 with P, 1P, Q, 10D, 1T, 4L, K and the package id 3S',
    text: env(
      'PCUST-100N-0402',
      '1PGRM155R71C104KA88D',
      'Q10000',
      '10D2412',
      '1TLOT24A0178',
      '4LJP',
      'KPO-55012',
      '3SMUR24120001',
    ),
    reads: {
      format: 'mh10',
      mpn: 'GRM155R71C104KA88D',
      part: 'CUST-100N-0402',
      qty: 10000,
      date_code: '2412',
      production_date: '2024-03-18T00:00:00.000Z',
      lot: 'LOT24A0178',
      country: 'JP',
      order: 'PO-55012',
      package_id: 'MUR24120001',
      msl: null,
    },
  },
  {
    name: 'Digi-Key bag / reel label',
    source:
      "Digi-Key DataMatrix as InvenTree's supplier barcode mixin reads it (inventree/InvenTree, plugin/base/barcodes/mixins.py: 'DigiKey uses 1K instead of K'): P = Digi-Key part, 1P = maker part, 1K order, 10K invoice, 9D, 1T, 11K, 4L, Q, then 11Z/12Z/13Z/20Z (mutually defined, padding)",
    text: env(
      'P296-8875-1-ND',
      '1PSTM32F103C8T6',
      'K',
      '1K71234567',
      '10K85412345',
      '9D2330',
      '1TGQ22P9301',
      '11K1',
      '4LCN',
      'Q250',
      '11ZPICK',
      '12Z1234567',
      '13Z999999',
      '20Z0000000000000000000000',
    ),
    reads: {
      mpn: 'STM32F103C8T6',
      part: '296-8875-1-ND',
      qty: 250,
      date_code: '2330',
      lot: 'GQ22P9301',
      order: '71234567',
      country: 'CN',
      msl: null,
    },
  },
  {
    name: 'Mouser label, old header',
    source:
      "Mouser DataMatrix with the old header '>[)>06<GS>' (no RS after the envelope) and no trailer, as InvenTree's mixin handles it ('some old mouser barcodes start with this messed up header'); 14K = order line, 1V = maker",
    text: `>[)>06${GS}KPO-8812${GS}14K003${GS}1PLM358DR${GS}Q2500${GS}11K44556677${GS}4LMY${GS}1VTexas Instruments`,
    reads: { mpn: 'LM358DR', qty: 2500, order: 'PO-8812', country: 'MY', manufacturer: 'Texas Instruments', lot: null },
  },
  {
    name: 'maker reel label with MSL',
    source:
      'a component maker\'s reel label carrying its moisture sensitivity in a mutually defined element (ANSI MH10.8.2 category Z, "mutually defined between trading partners"): 20Z "MSL 3"; lot as 1T, date code as 9D',
    text: env('1PW25Q128JVSIQ', 'Q2000', '9D2345', '1TWBN2345X7', '4LTW', '20ZMSL 3', '3SWB-REEL-88120'),
    reads: {
      mpn: 'W25Q128JVSIQ',
      qty: 2000,
      date_code: '2345',
      lot: 'WBN2345X7',
      msl: '3',
      package_id: 'WB-REEL-88120',
    },
  },
  {
    name: 'MSL 2a and 5a',
    source: 'as above, with the lettered levels written in capitals (MSL 2A / MSL5A)',
    text: env('1PXC7A35T-1CSG324C', 'Q90', '10D2401', '1TX9Z0001', '1ZMSL5A'),
    reads: {
      mpn: 'XC7A35T-1CSG324C',
      qty: 90,
      msl: '5a',
      date_code: '2401',
      production_date: '2024-01-01T00:00:00.000Z',
    },
  },
  {
    name: 'keyboard-wedge scanner',
    source:
      'the EIGP-114 reel label sent by a scanner in keyboard mode that transmits the control characters as the tokens {RS}, {GS}, {EOT}',
    text: '[)>{RS}06{GS}1PRC0402FR-0710KL{GS}Q10000{GS}10D2350{GS}1TYG2350A1{GS}4LTW{RS}{EOT}',
    reads: { mpn: 'RC0402FR-0710KL', qty: 10000, date_code: '2350', lot: 'YG2350A1', country: 'TW' },
  },
  {
    name: 'no envelope',
    source:
      "GS-separated data identifiers without the ISO/IEC 15434 envelope, as some distributors' 1D/2D labels carry them",
    text: `1PCL05B104KO5NNNC${GS}Q15000${GS}1TSEM2349Q${GS}9D2349`,
    reads: { mpn: 'CL05B104KO5NNNC', qty: 15000, lot: 'SEM2349Q', date_code: '2349' },
  },
  {
    name: 'printed, re-keyed with bars',
    source:
      "a label's human-readable lines re-keyed or printed with '|' between the fields (the mh10 parser's lenient mode)",
    text: '1PBSS138LT1G|Q3000|1TON2320K|10D2320|20ZMSL1',
    reads: { mpn: 'BSS138LT1G', qty: 3000, lot: 'ON2320K', date_code: '2320', msl: '1' },
  },
  {
    name: 'LCSC QR code',
    source:
      "LCSC's bag QR text '{pbn:…,on:…,pc:…,pm:…,qty:…}' as InvenTree's LCSC plugin reads it (pc = LCSC part, pm = maker part, qty, on = order)",
    text: '{pbn:PICK2409110042,on:SO2409110042,pc:C8734,pm:STM32F103C8T6,qty:100,mc:,cc:1,pdi:118272,hp:null,wc:JS}',
    reads: { format: 'lcsc', mpn: 'STM32F103C8T6', part: 'C8734', qty: 100, order: 'SO2409110042' },
  },
  {
    name: 'not a label',
    source:
      'a reel code of our own (the bundle code printed by batch_create): no data identifiers, not a supplier label',
    text: 'R20260301-3fa2-001',
    reads: null,
  },
];
