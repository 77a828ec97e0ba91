import { BRAND_12, SHOP_12, sheet } from './sheet';

// UHF systems are sold in the variant whose band the TRCSL (the Sri Lankan regulator) approves;
// the band's letters and limits depend on the stock the agent brings in, so no range is quoted.
const UHF = 'UHF, in a TRCSL-approved band';

/** Wireless microphone systems. */
export const WIRELESS_SPECS = {
  'Shure BLX24/SM58': sheet('BLX24/SM58', BRAND_12, [
    ['System', 'BLX4 receiver, BLX2 handheld transmitter with SM58 capsule'],
    ['Frequency band', UHF],
    ['Audio frequency response', '50 Hz – 15 kHz (SM58 capsule)'],
    ['Range', 'Up to 91 m (line of sight)'],
    ['Battery life', 'Up to 14 hours (2 × AA)'],
    ['Setup', 'QuickScan frequency selection'],
  ]),
  'Shure BLX288/PG58': sheet('BLX288/PG58', BRAND_12, [
    ['System', 'BLX88 dual receiver, two BLX2 handheld transmitters with PG58 capsules'],
    ['Channels', '2'],
    ['Frequency band', UHF],
    ['Range', 'Up to 91 m (line of sight)'],
    ['Battery life', 'Up to 14 hours (2 × AA)'],
    ['Setup', 'QuickScan frequency selection'],
    ['Receiver', 'Half-rack'],
  ]),
  'Shure SLXD24/SM58': sheet('SLXD24/SM58', BRAND_12, [
    ['System', 'SLXD4 receiver, SLXD2 handheld transmitter with SM58 capsule'],
    ['Audio', '24-bit digital'],
    ['Frequency band', UHF],
    ['Range', 'Up to 100 m (line of sight)'],
    ['Battery life', 'Up to 8 hours (2 × AA)'],
    ['Setup', 'Automatic channel scan and IR sync'],
  ]),
  'Shure QLXD24/B58': sheet('QLXD24/B58', BRAND_12, [
    ['System', 'QLXD4 receiver, QLXD2 handheld transmitter with BETA 58A capsule'],
    ['Audio', '24-bit digital'],
    ['Frequency band', UHF],
    ['Audio frequency response', '20 Hz – 20 kHz'],
    ['Range', 'Up to 100 m (line of sight)'],
    ['Encryption', 'AES-256'],
    ['Networking', 'Ethernet, for monitoring and control'],
  ]),
  'Shure GLXD24+/SM58': sheet('GLXD24+/SM58', BRAND_12, [
    ['System', 'GLXD4+ receiver, GLXD2+ handheld transmitter with SM58 capsule'],
    ['Frequency band', '2.4 GHz and 5.8 GHz, licence-free'],
    ['Audio', '24-bit digital'],
    ['Battery life', 'Up to 12 hours (SB904 lithium-ion)'],
    ['Charging', 'USB-C'],
  ]),
  'Sennheiser XSW 1-835': sheet('XSW 1-835', BRAND_12, [
    ['System', 'EM XSW 1 receiver, SKM 835-XSW handheld transmitter'],
    ['Capsule', 'e 835, dynamic, cardioid'],
    ['Frequency band', UHF],
    ['Compatible channels', 'Up to 10'],
    ['Range', 'Up to 75 m'],
  ]),
  'Sennheiser EW-D 835-S': sheet('EW-D 835-S SET', BRAND_12, [
    ['System', 'EW-D EM receiver, EW-D SKM-S handheld transmitter with e 835 capsule'],
    ['Audio', '24-bit digital'],
    ['Frequency band', `${UHF}, tuning range up to 88 MHz`],
    ['Latency', '1.9 ms'],
    ['Range', 'Up to 100 m (line of sight)'],
    ['Setup', 'Smart Assist app, automatic frequency setup'],
  ]),
  'Audio-Technica ATW-1102': sheet('ATW-1102', BRAND_12, [
    ['System', 'System 10: ATW-R1100 receiver, ATW-T1002 handheld transmitter'],
    ['Frequency band', '2.4 GHz, licence-free'],
    ['Audio', '24-bit/48 kHz digital'],
    ['Audio frequency response', '20 Hz – 20 kHz'],
    ['Range', 'Up to 30 m'],
    ['Simultaneous systems', 'Up to 8'],
    ['Setup', 'Automatic frequency selection'],
  ]),
  'AKG WMS40 Mini Vocal Set': sheet('WMS40 Mini Vocal Set', BRAND_12, [
    ['System', 'SR40 Mini receiver, HT40 Mini handheld transmitter'],
    ['Frequency band', UHF],
    ['Battery life', 'Up to 30 hours (1 × AA)'],
    ['Receiver output', '6.3 mm jack, unbalanced'],
  ]),
  'Rode Wireless GO II': sheet('Wireless GO II', BRAND_12, [
    ['Channels', '2 transmitters, 1 receiver'],
    ['Frequency band', '2.4 GHz, licence-free'],
    ['Range', 'Up to 200 m (line of sight)'],
    ['Battery life', 'Up to 7 hours'],
    ['Onboard recording', 'Yes, in each transmitter'],
    ['Outputs', '3.5 mm TRS, USB-C digital'],
    ['Encryption', '128-bit'],
  ]),
  'Rode Wireless PRO': sheet('Wireless PRO', BRAND_12, [
    ['Channels', '2 transmitters, 1 receiver'],
    ['Frequency band', '2.4 GHz, licence-free'],
    ['Range', 'Up to 260 m (line of sight)'],
    ['Onboard recording', '32-bit float, in each transmitter'],
    ['Timecode', 'Yes'],
    ['Encryption', '128-bit'],
  ]),
  'Samson Stage 212': sheet('Stage 212', SHOP_12, [
    ['Channels', '2'],
    ['Frequency band', 'VHF, fixed frequencies'],
    ['Microphones', 'Two dynamic handheld transmitters'],
    ['Receiver outputs', 'Separate and mixed'],
  ]),
  'Behringer ULM302MIC': sheet('ULM302MIC', SHOP_12, [
    ['Channels', '2'],
    ['Frequency band', '2.4 GHz, licence-free'],
    ['Microphones', 'Two dynamic handheld transmitters'],
    ['Receiver', 'USB, digital'],
  ]),
};
