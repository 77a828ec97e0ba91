/**
 * Seed catalogue: real brands and model names with plausible Sri Lankan retail prices (LKR, 2026).
 * Plain data. Each row is [brand, model, kind, price, stock, description, options]; the product name
 * is `${brand} ${model}`, the kind says what the real model looks like (it picks the drawing), and
 * the KOKO instalment price is derived from the selling price.
 */
import type { Category } from '@avstore/core';
import type { ProductKind } from './drawings/kinds';

export interface SeedProduct {
  name: string;
  brand: string;
  category: Category;
  kind: ProductKind;
  price: number;
  discountPrice?: number;
  stock: number;
  description: string;
  promoCode?: string;
  promoDiscount?: number;
  koko?: { count: 3; price: number };
  featured?: boolean;
}

/** d: discount price; promo: [code, percent]; k: KOKO offer; f: featured on the home carousel. */
interface Opts {
  d?: number;
  promo?: [string, number];
  k?: true;
  f?: true;
}
type Row = [
  brand: string,
  model: string,
  kind: ProductKind,
  price: number,
  stock: number,
  description: string,
  opts?: Opts,
];

/** One third of the selling price, rounded up to the cent. */
function kokoPrice(rupees: number): number {
  return Math.ceil(Math.round(rupees * 100) / 3) / 100;
}

function rows(category: Category, list: Row[]): SeedProduct[] {
  return list.map(([brand, model, kind, price, stock, description, o = {}]) => {
    const p: SeedProduct = {
      name: `${brand} ${model}`,
      brand,
      category,
      kind,
      price,
      stock,
      description,
    };
    if (o.d !== undefined) p.discountPrice = o.d;
    if (o.promo) [p.promoCode, p.promoDiscount] = o.promo;
    if (o.k) p.koko = { count: 3, price: kokoPrice(o.d ?? price) };
    if (o.f) p.featured = true;
    return p;
  });
}

export const SPECIAL_DEAL_NAME = 'LD Systems ANNY 10';

// Kept one row per line for readability; prettier would split every row over many lines.
// prettier-ignore
export const SEED_PRODUCTS: SeedProduct[] = [
  ...rows('Studio Equipment', [
    ['Focusrite', 'Scarlett Solo (4th Gen)', 'audio-interface', 52000, 24, 'USB-C audio interface with one Scarlett mic preamp, one high-headroom instrument input and 24-bit/192 kHz conversion. Air mode and 48 V phantom power.', { k: true, d: 48500 }],
    ['Focusrite', 'Scarlett 2i2 (4th Gen)', 'audio-interface', 72000, 31, '2-in/2-out USB-C audio interface with two mic preamps offering 69 dB of gain, Auto Gain and Clip Safe. 24-bit/192 kHz converters.', { d: 67500, k: true, f: true }],
    ['Focusrite', 'Scarlett 4i4 (4th Gen)', 'audio-interface', 105000, 14, '4-in/4-out USB-C audio interface with two mic preamps, two line inputs, MIDI in/out and loopback. 24-bit/192 kHz conversion.'],
    ['Universal Audio', 'Volt 2', 'audio-interface', 70000, 12, '2-in/2-out USB-C audio interface with a Vintage preamp mode modelled on the UA 610 tube preamp. 24-bit/192 kHz, bus powered.', { promo: ['UAVOLT10', 10] }],
    ['Universal Audio', 'Apollo Twin X DUO Gen 2', 'audio-interface', 420000, 3, 'Thunderbolt 3 audio interface with two Unison mic preamps and a DUO DSP core for real-time UAD plug-ins. 10 inputs and 6 outputs.', { k: true }],
    ['Audient', 'iD14 MKII', 'audio-interface', 112000, 9, '10-in/6-out USB-C audio interface with two Audient console mic preamps, a JFET instrument input and ADAT input for expansion.', { d: 104000, promo: ['AUDIENT7', 7] }],
    ['Audient', 'EVO 4', 'audio-interface', 48000, 0, '2-in/2-out USB audio interface with Smartgain automatic level setting, two mic preamps and loopback for streaming.'],
    ['PreSonus', 'AudioBox USB 96', 'audio-interface', 39500, 18, '2-in/2-out USB audio interface with two XMAX-L mic preamps, 24-bit/96 kHz recording and zero-latency monitoring. Includes Studio One Artist.', { d: 36500 }],
    ['KRK', 'ROKIT 5 G4', 'studio-monitor', 78000, 14, '5-inch powered studio monitor with Kevlar woofer and tweeter, 55 W class D bi-amplification and 25 DSP EQ settings on an LCD screen. Sold individually.', { k: true }],
    ['Yamaha', 'HS5', 'studio-monitor', 72000, 20, '5-inch bi-amplified studio monitor, 45 W LF plus 25 W HF, 54 Hz to 30 kHz, with room control and high trim switches. Sold individually.', { d: 66000, k: true }],
    ['Yamaha', 'HS8', 'studio-monitor', 140000, 8, '8-inch bi-amplified studio monitor, 75 W LF plus 45 W HF, 38 Hz to 30 kHz, with room control and high trim switches. Sold individually.', { k: true }],
    ['Adam Audio', 'T7V', 'studio-monitor', 95000, 2, '7-inch two-way near-field monitor with U-ART accelerated ribbon tweeter, 20 W plus 50 W class D amplification and 39 Hz to 25 kHz response. Sold individually.'],
    ['Neumann', 'KH 120 II', 'studio-monitor', 345000, 1, '5.25-inch two-way DSP studio monitor with 145 W plus 100 W amplification and MA 1 automatic room alignment support. Sold individually.'],
    ['Rode', 'RODECaster Pro II', 'digital-mixer', 265000, 7, 'Podcast and streaming production console with four Revolution preamps, APHEX voice processing, eight programmable pads and USB-C multitrack recording.', { promo: ['PODCAST12', 12], k: true }],
  ]),
  ...rows('Headphones & Earphones', [
    ['Audio-Technica', 'ATH-M50x', 'headphones', 58000, 35, 'Closed-back monitor headphones with 45 mm large-aperture drivers, 15 Hz to 28 kHz response and 90-degree swivelling ear cups. Three detachable cables included.', { d: 53500, k: true, f: true }],
    ['Audio-Technica', 'ATH-M40x', 'headphones', 36000, 22, 'Closed-back studio headphones with 40 mm drivers tuned for a flat response, 35 ohm impedance and detachable cables.', { d: 33500 }],
    ['Sony', 'MDR-7506', 'headphones', 34500, 40, 'Closed-back folding studio headphones with 40 mm neodymium drivers, 63 ohm impedance and a 3 m coiled cable.', { promo: ['SONY7506', 7] }],
    ['Sony', 'MDR-M1', 'headphones', 92000, 12, 'Closed-back reference monitor headphones with 40 mm drivers, 5 Hz to 80 kHz response and detachable 1.2 m and 2.5 m cables.', { k: true }],
    ['Beyerdynamic', 'DT 770 PRO 80 Ohm', 'headphones', 55000, 28, 'Closed-back studio headphones, 80 ohm, 5 Hz to 35 kHz, with velour ear pads and a fixed coiled cable.', { promo: ['BEYER10', 10], k: true }],
    ['Beyerdynamic', 'DT 990 PRO 250 Ohm', 'headphones', 54000, 0, 'Open-back studio headphones for mixing and mastering, 250 ohm, 5 Hz to 35 kHz, with a fixed coiled cable.'],
    ['Sennheiser', 'HD 280 PRO', 'headphones', 36000, 17, 'Closed-back monitoring headphones with up to 32 dB passive attenuation, 64 ohm impedance and a coiled cable.', { d: 32500 }],
    ['Sennheiser', 'HD 600', 'headphones', 145000, 8, 'Open-back reference headphones with 300 ohm drivers, 12 Hz to 40.5 kHz response and a detachable OFC cable.', { k: true }],
    ['AKG', 'K371', 'headphones', 52000, 11, 'Closed-back foldable studio headphones with 50 mm drivers, 32 ohm impedance, 5 Hz to 40 kHz response and detachable cables.', { d: 47500 }],
    ['AKG', 'K240 Studio', 'headphones', 24500, 26, 'Semi-open over-ear studio headphones, 55 ohm, 15 Hz to 25 kHz, with a detachable mini-XLR cable.', { promo: ['AKG240', 5] }],
    ['Shure', 'SRH440A', 'headphones', 34000, 0, 'Closed-back studio headphones with 40 mm drivers, 44 ohm impedance and a detachable bayonet-lock cable.'],
    ['Samson', 'SR850', 'headphones', 14500, 45, 'Semi-open studio reference headphones with 50 mm drivers, 32 ohm impedance and a 3 m cable.', { d: 12900 }],
    ['Behringer', 'HPS3000', 'headphones', 8500, 60, 'Closed-back studio headphones with 50 mm drivers, 20 Hz to 20 kHz response, 2 m cable and 1/4-inch adapter.'],
    ['Sennheiser', 'IE 200', 'earphones', 45000, 7, 'In-ear earphones with 7 mm TrueResponse dynamic drivers, two bass settings via nozzle position and a detachable MMCX cable.', { k: true }],
  ]),
  ...rows('In Ear Monitors', [
    ['Shure', 'SE215', 'earphones', 36000, 33, 'Sound-isolating in-ear monitors with a single dynamic driver, up to 37 dB ambient noise reduction and a detachable MMCX cable.', { k: true, d: 33500 }],
    ['Shure', 'SE425', 'earphones', 108000, 6, 'Dual balanced-armature in-ear monitors with a dedicated tweeter and woofer and a detachable MMCX cable.'],
    ['Shure', 'SE535', 'earphones', 180000, 2, 'Triple balanced-armature in-ear monitors with one tweeter and dual woofers, up to 37 dB isolation and a detachable cable.', { d: 165000 }],
    ['Shure', 'SE846 Gen 2', 'earphones', 345000, 1, 'Four balanced-armature drivers with a low-pass subwoofer and an adjustable sound signature via interchangeable nozzle inserts.', { k: true }],
    ['Sennheiser', 'IE 100 PRO', 'earphones', 46000, 25, 'Dynamic in-ear monitor with a 10 mm broadband driver, up to 26 dB passive attenuation and a detachable cable.', { promo: ['IEMPRO10', 10], k: true }],
    ['Sennheiser', 'IE 400 PRO', 'earphones', 125000, 0, 'Dynamic in-ear monitor with a 7 mm TrueResponse driver, dual-chamber absorber and reinforced detachable cable.'],
    ['Sennheiser', 'IE 500 PRO', 'earphones', 215000, 10, 'In-ear monitor with a 7 mm TrueResponse dynamic transducer and D2CA absorber chamber for a detailed mid range. Detachable cable.', { k: true }],
    ['Westone', 'Pro X10', 'earphones', 108000, 5, 'Single balanced-armature universal-fit in-ear monitor with a detachable T2 cable and silicone and foam tips.'],
    ['Westone', 'Pro X20', 'earphones', 145000, 0, 'Dual balanced-armature universal-fit in-ear monitor with a passive two-way crossover and a detachable T2 cable.'],
    ['Ultimate Ears', 'UE 6 Pro', 'earphones', 265000, 3, 'Custom-fit in-ear monitor with a dynamic driver and a balanced-armature tweeter. Requires audiologist ear impressions; lead time about four weeks.'],
    ['Audio-Technica', 'ATH-E40', 'earphones', 54000, 9, 'Professional in-ear monitor with dual phase push-pull dynamic drivers and a detachable A2DC cable.', { d: 49500 }],
    ['Shure', 'PSM 300 P3TRA215CL', 'iem-system', 295000, 6, 'Stereo wireless in-ear monitoring system with P3T transmitter, P3RA bodypack receiver and SE215 earphones. 24-bit digital audio processing.', { promo: ['PSM300', 8], k: true }],
    ['Sennheiser', 'ew IEM G4', 'iem-system', 335000, 2, 'Wireless stereo in-ear monitor system with SR IEM G4 rack transmitter, EK IEM G4 bodypack receiver and IE 4 earphones.'],
  ]),
  ...rows('Accessories', [
    ['Hosa', 'HMIC-010', 'xlr-cable', 4500, 60, 'Pro microphone cable, 3 m (10 ft), XLR3F to XLR3M with REAN connectors and oxygen-free copper conductors.'],
    ['Hosa', 'HMIC-025', 'xlr-cable', 6500, 48, 'Pro microphone cable, 7.6 m (25 ft), XLR3F to XLR3M with REAN connectors and oxygen-free copper conductors.', { d: 5900 }],
    ['Hosa', 'CMP-159', 'jack-cable', 3200, 55, 'Stereo breakout cable, 3.5 mm TRS to dual 1/4-inch TS, 3 m, for connecting laptops and phones to mixers.', { d: 2900 }],
    ['Hosa', 'HSS-010', 'jack-cable', 3800, 0, 'Balanced interconnect, 1/4-inch TRS to 1/4-inch TRS, 3 m, for studio monitors and patch bays.'],
    ['Neutrik', 'NC3MXX', 'xlr-connector', 1200, 60, 'XLR 3-pin male cable connector with nickel housing and silver-plated contacts. Sold individually.'],
    ['Neutrik', 'NC3FXX', 'xlr-connector', 1300, 58, 'XLR 3-pin female cable connector with latch lock and nickel housing. Sold individually.'],
    ['Neutrik', 'NL4FX', 'speakon-connector', 1800, 40, 'speakON 4-pole female cable connector for loudspeaker cables, with chuck-type strain relief. Sold individually.'],
    ['Proel', 'CHL250LU5', 'xlr-cable', 6200, 30, 'Challenge series balanced microphone cable, 5 m, XLR female to XLR male.', { promo: ['CABLE5', 5] }],
    ['K&M', '210/9', 'mic-stand', 16500, 15, 'Tripod microphone stand with telescopic boom arm, black steel construction and folding legs.'],
    ['K&M', '21450', 'speaker-stand', 32000, 16, 'Tripod speaker stand with 35 mm pole mount and adjustable height, steel construction.', { d: 29500 }],
    ['Shure', 'A55M', 'mic-mount', 14000, 12, 'Isolated shock-stopper microphone mount for Shure handheld microphones, reduces mechanical noise from the stand.'],
    ['Rode', 'PSA1+', 'boom-arm', 46000, 9, 'Professional studio boom arm with internal springs, 360-degree rotation and integrated cable management.', { k: true }],
    ['Radial', 'ProDI', 'di-box', 42000, 9, 'Passive direct box with transformer isolation, 15 dB pad, input merge and 14-gauge steel enclosure.'],
    ['Behringer', 'ULTRA-DI DI400P', 'di-box', 9500, 27, 'Passive DI box with ground lift, 20 dB attenuator and balanced XLR output.'],
  ]),
  ...rows('Amplifiers', [
    ['Crown', 'XLS 1002', 'power-amplifier', 155000, 15, 'Two-channel DriveCore power amplifier, 350 W per channel at 4 ohms, with built-in DSP crossover, limiter and EQ.', { k: true, d: 145000 }],
    ['Crown', 'XLS 1502', 'power-amplifier', 190000, 9, 'Two-channel DriveCore power amplifier, 525 W per channel at 4 ohms, with PureBand crossover and peak limiter.', { d: 176000, promo: ['CROWN10', 10], k: true }],
    ['Crown', 'XLS 2002', 'power-amplifier', 230000, 12, 'Two-channel DriveCore power amplifier, 650 W per channel at 4 ohms, in a lightweight 2U chassis with onboard DSP.', { k: true, f: true }],
    ['Crown', 'XTi 4002', 'power-amplifier', 490000, 2, 'Two-channel DSP power amplifier, 1200 W per channel at 4 ohms, with PFC power supply and USB control.', { k: true }],
    ['Crest Audio', 'Pro-LITE 3.0', 'power-amplifier', 185000, 0, 'Lightweight two-channel class D power amplifier in a 2U chassis with switch-mode power supply, limiters and selectable crossovers.'],
    ['Crest Audio', 'Pro-LITE 7.5', 'power-amplifier', 375000, 3, 'High-output two-channel class D power amplifier suited to subwoofer duty, with limiters and protection circuitry.'],
    ['QSC', 'GXD 4', 'power-amplifier', 225000, 8, 'Two-channel power amplifier with DSP, 400 W per channel at 8 ohms and 600 W at 4 ohms, with speaker presets and limiters.', { promo: ['QSCAMP8', 8] }],
    ['QSC', 'PLD4.5', 'power-amplifier', 1150000, 1, 'Four-channel power amplifier with Flexible Amplifier Summing Technology, 5000 W total, full DSP and Intrinsic Correction speaker profiles.'],
    ['Behringer', 'NX3000D', 'power-amplifier', 130000, 20, 'Ultra-lightweight class D power amplifier, 3000 W total, with DSP control and USB connectivity.', { d: 119000 }],
    ['Behringer', 'EPQ2000', 'power-amplifier', 110000, 14, 'Lightweight class D power amplifier, 2000 W total, with limiters and switchable filters.'],
    ['Yamaha', 'PX5', 'power-amplifier', 365000, 7, 'Two-channel power amplifier with DSP, 500 W per channel at 8 ohms and 800 W at 4 ohms, with speaker processing and PEQ.', { k: true }],
    ['Peavey', 'IPR2 3000', 'power-amplifier', 185000, 11, 'Lightweight two-channel power amplifier with switch-mode power supply and DDT speaker protection.'],
  ]),
  ...rows('Wired Microphones', [
    ['Shure', 'SM58', 'handheld-mic', 38000, 55, 'Dynamic cardioid vocal microphone with 50 Hz to 15 kHz response, spherical mesh grille and pneumatic shock mount.', { promo: ['MIC15', 15], k: true }],
    ['Shure', 'SM57', 'instrument-mic', 37000, 42, 'Dynamic cardioid instrument microphone for guitar amplifiers and snare drums, 40 Hz to 15 kHz.', { d: 34500 }],
    ['Shure', 'Beta 58A', 'handheld-mic', 60000, 16, 'Supercardioid dynamic vocal microphone with tailored presence rise, 50 Hz to 16 kHz and hardened steel grille.', { d: 56000, k: true }],
    ['Shure', 'SM7B', 'broadcast-mic', 145000, 10, 'Dynamic cardioid broadcast microphone with flat wide-range response, bass roll-off and presence boost switches and internal air-suspension shock isolation.', { k: true, f: true }],
    ['Shure', 'SM7dB', 'broadcast-mic', 190000, 11, 'SM7B-based dynamic microphone with a built-in active preamp adding up to 28 dB of gain, powered by 48 V phantom power.'],
    ['Sennheiser', 'e 835', 'handheld-mic', 32000, 30, 'Dynamic cardioid vocal microphone, 40 Hz to 16 kHz, with shock-mounted capsule to reduce handling noise.', { d: 29500 }],
    ['Sennheiser', 'e 945', 'handheld-mic', 70000, 0, 'Dynamic supercardioid vocal microphone with hum-compensating coil, 40 Hz to 18 kHz.'],
    ['Audio-Technica', 'AT2020', 'studio-condenser', 36000, 24, 'Cardioid side-address condenser microphone, 20 Hz to 20 kHz, 144 dB max SPL, requires 48 V phantom power.', { k: true, d: 33000 }],
    ['Audio-Technica', 'AT2035', 'studio-condenser', 54000, 7, 'Large-diaphragm cardioid condenser microphone with 80 Hz high-pass filter and 10 dB pad. Shock mount included.'],
    ['Rode', 'NT1 5th Generation', 'studio-condenser', 95000, 9, 'Large-diaphragm condenser microphone with XLR and USB-C outputs, 32-bit float digital recording and 4 dBA self-noise.', { d: 88000, k: true }],
    ['Rode', 'PodMic USB', 'broadcast-mic', 68000, 19, 'Dynamic broadcast microphone with XLR and USB-C outputs, internal pop filter and APHEX processing via RODE Central.'],
    ['Neumann', 'TLM 103', 'studio-condenser', 420000, 2, 'Large-diaphragm cardioid condenser microphone with a capsule derived from the U 87, 7 dBA self-noise and 138 dB max SPL.', { k: true }],
    ['AKG', 'P120', 'studio-condenser', 27000, 0, 'Cardioid condenser recording microphone with 20 dB pad and switchable bass-cut filter.'],
    ['AKG', 'C214', 'studio-condenser', 135000, 8, 'Large-diaphragm cardioid condenser microphone with 20 dB pad, bass-cut filter and included spider shock mount.', { promo: ['AKGC214', 10] }],
    ['Audix', 'i5', 'instrument-mic', 40000, 21, 'Dynamic cardioid instrument microphone for snare, guitar cabinets and brass, 50 Hz to 16 kHz.'],
    ['Audix', 'OM2', 'handheld-mic', 30000, 15, 'Hypercardioid dynamic vocal microphone with VLM diaphragm, 48 Hz to 18 kHz.'],
    ['Behringer', 'XM8500', 'handheld-mic', 8500, 60, 'Dynamic cardioid vocal microphone with 50 Hz to 15 kHz response and internal shock mount.'],
    ['Samson', 'Q2U', 'handheld-mic', 22000, 34, 'Dynamic handheld microphone with XLR and USB outputs, headphone output with zero-latency monitoring.', { d: 19900 }],
  ]),
  ...rows('Wireless Microphones', [
    ['Shure', 'BLX24/SM58', 'wireless-handheld', 150000, 18, 'UHF wireless handheld system with SM58 capsule, QuickScan frequency selection and up to 14 hours on two AA batteries.', { k: true, d: 139000, promo: ['BLX24', 10] }],
    ['Shure', 'BLX288/PG58', 'wireless-handheld', 225000, 6, 'Dual-channel UHF wireless system with two PG58 handheld transmitters and a single half-rack receiver.', { d: 209000 }],
    ['Shure', 'SLXD24/SM58', 'wireless-handheld', 285000, 13, 'Digital UHF wireless system with SM58 handheld transmitter, automatic channel scanning and 24-bit audio.', { k: true }],
    ['Shure', 'QLXD24/B58', 'wireless-handheld', 540000, 1, 'Digital wireless system with Beta 58A capsule, AES-256 encryption and Ethernet networking for monitoring and control.'],
    ['Shure', 'GLXD24+/SM58', 'wireless-handheld', 210000, 11, 'Dual-band 2.4/5.8 GHz digital wireless system with SM58 capsule and rechargeable lithium-ion battery.', { promo: ['GLXD12', 12] }],
    ['Sennheiser', 'XSW 1-835', 'wireless-handheld', 115000, 22, 'UHF wireless vocal set with e 835 capsule, up to 10 compatible channels and up to 75 m range.', { k: true }],
    ['Sennheiser', 'EW-D 835-S', 'wireless-handheld', 270000, 9, 'Digital wireless vocal set with e 835 capsule, Smart Assist app setup and wide tuning range with automatic frequency setup.', { d: 252000, k: true, f: true }],
    ['Audio-Technica', 'ATW-1102', 'wireless-handheld', 150000, 0, 'System 10 digital wireless handheld system on 2.4 GHz, 24-bit/48 kHz, with automatic frequency selection.'],
    ['AKG', 'WMS40 Mini Vocal Set', 'wireless-handheld', 54000, 30, 'Single-channel UHF wireless vocal system with dynamic handheld transmitter, up to 30 hours on one AA battery.'],
    ['Rode', 'Wireless GO II', 'compact-wireless', 108000, 17, 'Dual-channel compact 2.4 GHz wireless microphone system with onboard recording and USB-C digital output.', { promo: ['GOII8', 8], k: true }],
    ['Rode', 'Wireless PRO', 'compact-wireless', 150000, 8, 'Two-transmitter compact wireless system with 32-bit float onboard recording and timecode.', { k: true }],
    ['Samson', 'Stage 212', 'wireless-handheld', 52000, 0, 'Dual-channel VHF wireless handheld system with two dynamic microphones.'],
    ['Behringer', 'ULM302MIC', 'wireless-handheld', 42000, 25, 'Dual 2.4 GHz digital wireless microphone set with two handheld transmitters and a USB receiver.', { d: 38500 }],
  ]),
  ...rows('Podium Microphones', [
    ['Shure', 'MX418/C', 'gooseneck-mic', 110000, 12, '18-inch gooseneck cardioid condenser microphone for lecterns, with in-line preamp and XLR connector.', { k: true }],
    ['Shure', 'MX412/C', 'gooseneck-mic', 105000, 10, '12-inch gooseneck cardioid condenser microphone tuned for speech, with RF interference protection.'],
    ['Shure', 'CVG18-B/C', 'gooseneck-mic', 72000, 14, 'Centraverse 18-inch gooseneck cardioid condenser microphone with attached XLR preamp and windscreen.'],
    ['Audio-Technica', 'ES915H18', 'gooseneck-mic', 85000, 7, '18-inch hypercardioid condenser gooseneck microphone with UniGuard RFI shielding and in-line power module.', { d: 79000 }],
    ['Audio-Technica', 'U857QL', 'gooseneck-mic', 110000, 3, 'Cardioid condenser gooseneck microphone with quick-mount XLR connector and low-cut filter.'],
    ['Audio-Technica', 'PRO 49Q', 'gooseneck-mic', 42000, 19, 'Cardioid condenser gooseneck microphone with quick-mount XLR base for podiums and conference tables.', { k: true, d: 39000 }],
    ['AKG', 'CGN321 STS', 'gooseneck-mic', 95000, 0, 'Cardioid condenser gooseneck microphone with RFI-proof electronics for speech reinforcement.'],
    ['Sennheiser', 'MEG 14-40 B', 'gooseneck-mic', 140000, 2, '40 cm conference gooseneck microphone with cardioid capsule and illuminated red ring.'],
    ['Samson', 'CM15P', 'gooseneck-mic', 28000, 26, '15-inch cardioid condenser gooseneck microphone for podiums, with XLR connector and phantom power operation.', { promo: ['PODIUM10', 10] }],
    ['Audix', 'MicroPod 12', 'gooseneck-mic', 68000, 9, '12-inch gooseneck with miniature cardioid condenser capsule on a weighted desktop base.'],
  ]),
  ...rows('Active Speakers', [
    ['QSC', 'K12.2', 'pa-speaker', 385000, 10, '12-inch two-way powered speaker, 2000 W class D, 132 dB peak SPL, with DSP, Intrinsic Correction and three inputs.', { k: true, f: true }],
    ['QSC', 'K10.2', 'pa-speaker', 345000, 6, '10-inch two-way powered speaker, 2000 W class D, usable as a main or floor monitor, with DSP presets.', { d: 325000 }],
    ['QSC', 'CP12', 'pa-speaker', 230000, 13, 'Compact 12-inch powered speaker, 1000 W peak class D, two-channel input mixer and DSP scene presets.'],
    ['JBL', 'EON712', 'pa-speaker', 225000, 24, '12-inch powered PA speaker, 1300 W, with Bluetooth control via the JBL Pro Connect app and 3-channel mixer.', { k: true, d: 209000 }],
    ['JBL', 'EON715', 'pa-speaker', 260000, 19, '15-inch powered PA speaker, 1300 W, with Bluetooth streaming and app-based DSP.', { promo: ['EON715', 8], k: true }],
    ['JBL', 'PRX915', 'pa-speaker', 465000, 3, '15-inch two-way powered speaker, 2000 W, with dbx DriveRack DSP and WiFi app control.'],
    ['Electro-Voice', 'ZLX-12P-G2', 'pa-speaker', 205000, 16, '12-inch two-way powered loudspeaker, 1000 W, two-channel mixer and QuickSmart DSP with LCD.', { d: 189000 }],
    ['Electro-Voice', 'EKX-15P', 'pa-speaker', 370000, 0, '15-inch two-way powered loudspeaker, 1500 W class D, with DSP, LCD and two-channel mixer.'],
    ['RCF', 'ART 712-A MK5', 'pa-speaker', 300000, 9, '12-inch active two-way speaker, 1400 W peak, 1-inch compression driver and FiRPHASE processing.', { k: true }],
    ['RCF', 'ART 745-A MK5', 'pa-speaker', 480000, 2, '15-inch active two-way speaker, 1400 W peak, 1.75-inch compression driver and FiRPHASE processing.'],
    ['dB Technologies', 'OPERA 12', 'pa-speaker', 375000, 4, '12-inch two-way active speaker with compression driver, digital class D amplification and DSP presets.'],
    ['Yamaha', 'DXR12mkII', 'pa-speaker', 335000, 8, '12-inch two-way powered loudspeaker, 1100 W, 132 dB max SPL, D-CONTOUR processing and 3-channel mixer.', { k: true }],
    ['Yamaha', 'DBR10', 'pa-speaker', 185000, 20, '10-inch two-way powered speaker, 700 W, 2-channel mixer and D-CONTOUR processing.', { promo: ['DBR10', 10] }],
    ['Mackie', 'Thump212', 'pa-speaker', 120000, 35, '12-inch powered loudspeaker, 1400 W peak class D, with Music, Live, Speech and Monitor voicing modes.', { d: 109000 }],
    ['Behringer', 'B212D', 'pa-speaker', 95000, 28, '12-inch two-way active PA speaker, 550 W, with 2-channel mixer and compression driver.'],
  ]),
  ...rows('Active Subwoofers', [
    ['QSC', 'KS112', 'subwoofer', 420000, 9, '12-inch powered subwoofer, 2000 W class D, with cardioid mode when used in pairs.', { k: true }],
    ['QSC', 'KS118', 'subwoofer', 640000, 3, '18-inch direct-radiating powered subwoofer, 3600 W class D, with cardioid mode and DSP.', { d: 599000 }],
    ['JBL', 'EON718S', 'subwoofer', 340000, 7, '18-inch powered subwoofer, 1500 W, with app control and DSP crossover.', { d: 318000, k: true }],
    ['JBL', 'PRX918XLF', 'subwoofer', 600000, 1, '18-inch powered subwoofer, 2000 W, with dbx DriveRack DSP and birch plywood enclosure.'],
    ['Electro-Voice', 'ELX200-18SP', 'subwoofer', 395000, 6, '18-inch powered subwoofer, 1200 W class D, with DSP, LCD and cardioid presets.', { k: true }],
    ['Electro-Voice', 'ZXA1-Sub', 'subwoofer', 320000, 0, 'Compact powered subwoofer with 12-inch woofer in a band-pass enclosure and class D amplifier.'],
    ['RCF', 'SUB 705-AS MK3', 'subwoofer', 450000, 7, '15-inch active subwoofer with class D amplification, DSP crossover and plywood enclosure.'],
    ['dB Technologies', 'SUB 618', 'subwoofer', 395000, 8, '18-inch active bass-reflex subwoofer with digital class D amplification and DSP crossover presets.', { promo: ['DBSUB618', 7] }],
    ['Yamaha', 'DXS15mkII', 'subwoofer', 375000, 11, '15-inch powered subwoofer, 1020 W class D, with D-XSUB bass processing and cardioid mode.'],
    ['Mackie', 'Thump118S', 'subwoofer', 245000, 14, '18-inch powered subwoofer, 1400 W peak class D, with voicing modes and pole mount.', { d: 229000 }],
    ['Behringer', 'B1800XP', 'subwoofer', 165000, 19, '18-inch active PA subwoofer with built-in stereo crossover and pole mount.', { k: true }],
  ]),
  ...rows('Passive Speakers', [
    ['JBL', 'JRX212', 'pa-speaker', 110000, 16, '12-inch two-way passive loudspeaker, 250 W continuous, with 1-inch compression driver.', { d: 99000 }],
    ['JBL', 'JRX215', 'pa-speaker', 130000, 12, '15-inch two-way passive loudspeaker, 250 W continuous, in a trapezoidal enclosure.', { k: true, promo: ['JRX15', 8] }],
    ['JBL', 'SRX812', 'pa-speaker', 640000, 2, '12-inch two-way bass-reflex passive loudspeaker for touring and installation, 800 W continuous.'],
    ['Electro-Voice', 'ELX200-12', 'pa-speaker', 165000, 9, '12-inch two-way passive loudspeaker in a lightweight wooden enclosure.', { d: 152000 }],
    ['Electro-Voice', 'ZX1-90', 'install-speaker', 150000, 15, '8-inch two-way compact passive loudspeaker, 90 x 50 degree coverage, for installs and fills.'],
    ['Electro-Voice', 'SX300', 'pa-speaker', 360000, 0, '12-inch two-way passive loudspeaker with rotatable horn and composite enclosure.'],
    ['Yamaha', 'CBR12', 'pa-speaker', 130000, 22, '12-inch two-way passive speaker in a lightweight polypropylene cabinet, usable as a floor monitor.', { promo: ['CBR12', 10] }],
    ['Yamaha', 'CZR15', 'pa-speaker', 205000, 8, '15-inch two-way passive speaker with compression driver and plywood enclosure.', { k: true }],
    ['Bose', 'AMU108', 'install-speaker', 240000, 4, 'ArenaMatch Utility two-way passive loudspeaker with 8-inch woofer, for installed systems.'],
    ['Peavey', 'PV 115', 'pa-speaker', 85000, 30, '15-inch two-way passive speaker with compression driver and Sound Guard tweeter protection.', { d: 78000 }],
    ['Behringer', 'B1220 PRO', 'pa-speaker', 60000, 0, '12-inch two-way passive PA speaker with titanium compression driver.'],
    ['QSC', 'AD-S12', 'install-speaker', 280000, 6, 'AcousticDesign 12-inch two-way surface-mount loudspeaker for indoor and outdoor installation.'],
  ]),
  ...rows('Passive Subwoofers', [
    ['JBL', 'JRX218S', 'subwoofer', 205000, 10, '18-inch passive subwoofer, 350 W continuous, with pole socket for a full-range speaker.', { k: true }],
    ['JBL', 'SRX818S', 'subwoofer', 720000, 1, '18-inch passive bass-reflex subwoofer for touring and installation.'],
    ['Electro-Voice', 'ELX200-18S', 'subwoofer', 240000, 8, '18-inch passive subwoofer with plywood enclosure and pole mount.', { d: 224000 }],
    ['Electro-Voice', 'TX2181', 'subwoofer', 340000, 0, 'Tour X series 18-inch passive subwoofer with birch plywood enclosure.'],
    ['Yamaha', 'CXS15XLF', 'subwoofer', 335000, 7, '15-inch passive subwoofer designed to pair with CZR series full-range speakers.'],
    ['Yamaha', 'CXS18XLF', 'subwoofer', 410000, 3, '18-inch passive subwoofer designed to pair with CZR series full-range speakers, with pole socket.', { k: true }],
    ['Peavey', 'PV 118', 'subwoofer', 150000, 13, '18-inch passive subwoofer with heavy-duty woofer and pole mount.'],
    ['Behringer', 'B1800X PRO', 'subwoofer', 130000, 18, '18-inch passive PA subwoofer in a bass-reflex enclosure with pole socket.', { promo: ['BASS18', 6] }],
    ['QSC', 'AD-S112sw', 'subwoofer', 375000, 4, 'AcousticDesign 12-inch surface-mount subwoofer for installed systems.'],
    ['Bose', 'AMS115', 'subwoofer', 480000, 2, 'ArenaMatch Utility 15-inch passive subwoofer for installed systems.'],
    ['Electro-Voice', 'EKX-18S', 'subwoofer', 320000, 6, '18-inch passive subwoofer with plywood enclosure and pole socket.', { d: 299000 }],
  ]),
  ...rows('Portable Speakers', [
    ['LD Systems', 'ANNY 10', 'battery-speaker', 345000, 28, '250 W battery-powered portable PA with 10-inch woofer, built-in digital mixer with app control and Bluetooth audio streaming. Optional integrated wireless microphone receiver for handheld or headset mics.', { d: 315000, promo: ['SPECIAL10', 10], k: true, f: true }],
    ['Bose', 'S1 Pro+', 'battery-speaker', 265000, 14, 'Battery-powered multi-position PA with 3-channel mixer, ToneMatch presets, Bluetooth streaming and optional wireless transmitters.', { k: true, promo: ['S1PRO5', 5] }],
    ['JBL', 'EON ONE Compact', 'battery-speaker', 225000, 9, 'Battery-powered 8-inch PA with 4-channel mixer, Bluetooth streaming and app control.', { d: 209000 }],
    ['Yamaha', 'STAGEPAS 200BTR', 'battery-speaker', 260000, 6, 'Battery-powered portable PA, 180 W, 5-channel mixer and Bluetooth streaming.', { k: true }],
    ['Mackie', 'Thump GO', 'battery-speaker', 170000, 17, '8-inch battery-powered PA, 200 W, up to 12 hours runtime, 3-channel mixer and Bluetooth.', { promo: ['THUMPGO', 10], k: true }],
    ['Electro-Voice', 'EVERSE 8', 'battery-speaker', 300000, 10, 'Weatherized 8-inch battery-powered loudspeaker with 4-channel mixer, Bluetooth audio and app control.'],
    ['Electro-Voice', 'EVERSE 12', 'battery-speaker', 440000, 2, 'Weatherized 12-inch battery-powered loudspeaker with 4-channel mixer, Bluetooth audio and QuickSmart app control.', { k: true }],
    ['Behringer', 'Europort MPA40BT-PRO', 'battery-speaker', 92000, 21, 'Battery-powered 40 W portable PA with Bluetooth audio streaming and multi-channel mixer.'],
    ['Samson', 'Expedition Express+', 'battery-speaker', 75000, 24, 'Battery-powered portable PA with 6-inch woofer, built-in mixer with XLR/TRS combo input and Bluetooth streaming.', { d: 69000 }],
    ['Soundboks', 'Go', 'battery-speaker', 225000, 0, 'Battery-powered Bluetooth performance speaker with swappable battery and wireless pairing of multiple units.'],
    ['Yamaha', 'STAGEPAS 100BTR', 'battery-speaker', 155000, 11, 'Battery-powered portable PA, 100 W, with multi-channel mixer and Bluetooth streaming.', { d: 145000 }],
  ]),
  ...rows('Column Speakers', [
    ['Bose', 'L1 Pro8', 'column-array', 520000, 6, 'Portable line array with 8 articulated 2-inch drivers, 180-degree horizontal coverage, 3-channel mixer and app control.', { k: true }],
    ['Bose', 'L1 Pro16', 'column-array', 930000, 4, 'Portable line array with 16 articulated 2-inch drivers, built-in racetrack subwoofer and 3-channel mixer with app control.', { d: 869000, k: true, f: true }],
    ['Bose', 'L1 Pro32', 'column-array', 1250000, 1, 'Line array with 32 articulated 2-inch drivers, designed to pair with Sub1 or Sub2 power stands for larger venues.'],
    ['JBL', 'EON ONE MK2', 'column-array', 480000, 9, 'Battery-powered column PA with 5-channel mixer, Bluetooth streaming and app control.', { k: true }],
    ['JBL', 'PRX ONE', 'column-array', 590000, 3, 'All-in-one column PA with 12-inch subwoofer, 7-channel digital mixer and app control.', { k: true }],
    ['Electro-Voice', 'EVOLVE 30M', 'column-array', 445000, 7, 'Portable column system with eight 2.8-inch drivers, 10-inch subwoofer and 8-channel digital mixer.', { promo: ['EVOLVE30', 8] }],
    ['Electro-Voice', 'EVOLVE 50M', 'column-array', 740000, 2, 'Column system with thirteen 3.5-inch drivers, 12-inch subwoofer and 8-channel digital mixer.'],
    ['RCF', 'EVOX J8', 'column-array', 620000, 0, 'Two-way active line array system with eight 2-inch neodymium drivers and 12-inch subwoofer.'],
    ['RCF', 'EVOX JMIX8', 'column-array', 690000, 5, 'Portable line array system with eight 2-inch drivers, 12-inch subwoofer and integrated 8-channel mixer with Bluetooth.'],
    ['dB Technologies', 'ES 503', 'column-array', 660000, 3, 'Compact column PA system with satellite array, matching active subwoofer, integrated mixer and DSP presets.'],
    ['Yamaha', 'STAGEPAS 1K mkII', 'column-array', 660000, 8, 'Portable column PA, 1100 W, with 12-inch subwoofer and 5-channel mixer with Bluetooth streaming.', { d: 620000 }],
    ['Mackie', 'SRM-Flex', 'column-array', 370000, 12, 'Portable column PA with 10-inch subwoofer and 6-channel digital mixer with Bluetooth and app control.'],
    ['LD Systems', 'MAUI 11 G3', 'column-array', 410000, 10, 'Compact column PA with 8-inch subwoofer, 3-channel mixer and Bluetooth streaming.', { d: 379000 }],
  ]),
  ...rows('Analog Mixers', [
    ['Yamaha', 'MG06X', 'analog-mixer', 48000, 25, '6-input compact mixer with two D-PRE mic preamps and SPX digital effects.'],
    ['Yamaha', 'MG10XU', 'analog-mixer', 82000, 30, '10-input mixer with four D-PRE mic preamps, 1-knob compressors, SPX effects and 24-bit/192 kHz USB audio.', { k: true, d: 76500 }],
    ['Yamaha', 'MG12XU', 'analog-mixer', 145000, 14, '12-input mixer with six D-PRE mic preamps, 1-knob compressors, SPX effects and USB audio.', { d: 135000, promo: ['MGMIX12', 10], k: true }],
    ['Yamaha', 'MG16XU', 'analog-mixer', 200000, 9, '16-input mixer with ten D-PRE mic preamps, 1-knob compressors, SPX effects and USB audio. Rack-mountable.'],
    ['Behringer', 'XENYX Q802USB', 'analog-mixer', 28000, 44, '8-input compact mixer with two XENYX mic preamps, British-style EQ and USB audio interface.'],
    ['Behringer', 'XENYX X1204USB', 'analog-mixer', 58000, 22, '12-input mixer with four XENYX mic preamps, British-style EQ, 24-bit multi-FX processor and USB audio interface.', { promo: ['XENYX6', 6] }],
    ['Allen & Heath', 'ZEDi-10FX', 'analog-mixer', 108000, 16, '10-input compact mixer with four GSPre mic preamps, 4x4 USB audio interface and onboard FX.', { k: true }],
    ['Allen & Heath', 'ZED-12FX', 'analog-mixer', 215000, 6, '12-channel mixer with six mic inputs, 3-band EQ with swept mid, built-in FX and USB audio.', { d: 199000 }],
    ['Soundcraft', 'Signature 12 MTK', 'analog-mixer', 220000, 13, '12-input mixer with Ghost mic preamps, Lexicon effects, dbx limiters and USB multitrack recording.', { k: true }],
    ['Soundcraft', 'EPM8', 'analog-mixer', 98000, 0, '8 mono mic/line channels plus two stereo inputs, 3-band EQ with swept mid and two aux sends.'],
    ['Mackie', 'ProFX12v3', 'analog-mixer', 132000, 11, '12-channel mixer with Onyx mic preamps, GigFX effects engine and USB recording interface.', { promo: ['PROFX12', 9] }],
    ['Mackie', 'Mix8', 'analog-mixer', 32000, 38, 'Compact 8-channel mixer with two mic preamps, EQ on every channel and an aux send.'],
    ['PreSonus', 'StudioLive AR12c', 'analog-mixer', 185000, 3, '12-channel hybrid mixer with USB-C audio interface, SD recorder, Bluetooth input and built-in effects.'],
    ['Peavey', 'PV 14 AT', 'analog-mixer', 145000, 2, '14-channel mixer with Antares Auto-Tune pitch correction, DSP effects and USB output.'],
  ]),
  ...rows('Digital Mixers', [
    ['Yamaha', 'DM3', 'digital-mixer', 850000, 12, '22-channel digital mixer with 9-inch touchscreen, 16 recallable mic preamps, 96 kHz processing and built-in Dante.', { k: true, f: true }],
    ['Yamaha', 'DM3 Standard', 'digital-mixer', 720000, 3, '22-channel digital mixer with 9-inch touchscreen, 16 recallable mic preamps and 96 kHz processing, without Dante.'],
    ['Yamaha', 'TF1', 'digital-mixer', 1450000, 1, 'Digital console with 40 input channels, 16 recallable preamps, 17 motorised faders and TouchFlow Operation touchscreen.'],
    ['Behringer', 'X32', 'digital-mixer', 1050000, 4, '40-input digital console with 32 MIDAS-designed preamps, 25 motorised faders and 32x32 USB audio interface.', { d: 985000, k: true }],
    ['Behringer', 'X32 Compact', 'digital-mixer', 780000, 7, '40-input digital mixer with 16 programmable MIDAS preamps, 17 motorised faders and 7-inch colour display.', { d: 729000 }],
    ['Behringer', 'XR18', 'stagebox-mixer', 215000, 18, '18-input stage and rack digital mixer with 16 MIDAS preamps, built-in WiFi and tablet app control.', { promo: ['XR18', 8] }],
    ['Behringer', 'WING', 'digital-mixer', 1250000, 2, '48-channel stereo digital mixer with 10-inch touchscreen, 24 motorised faders and 48x48 USB interface.'],
    ['Midas', 'M32R LIVE', 'digital-mixer', 1480000, 0, '40-input digital console with 16 MIDAS PRO preamps, 17 motorised faders and 32-track recording to USB or SD.'],
    ['Allen & Heath', 'SQ-5', 'digital-mixer', 1500000, 2, '48-channel 96 kHz digital mixer with 16 preamps, 17 motorised faders and 7-inch touchscreen.'],
    ['Allen & Heath', 'CQ-18T', 'digital-mixer', 440000, 10, '18-input digital mixer with 7-inch touchscreen, 16 mic preamps, Bluetooth streaming and Automatic Mic Mixer.', { k: true, f: true, promo: ['CQ18T', 6] }],
    ['Allen & Heath', 'Qu-5', 'digital-mixer', 1290000, 3, 'Compact 96 kHz digital mixer with 16 mic preamps, motorised faders, touchscreen and USB multitrack recording.'],
    ['Soundcraft', 'Ui24R', 'stagebox-mixer', 340000, 9, '24-channel rack-mount digital mixer with browser-based WiFi control, USB multitrack recording and Lexicon and dbx processing.', { d: 315000 }],
    ['PreSonus', 'StudioLive 16 Series III', 'digital-mixer', 740000, 0, '16-channel digital console with recallable XMAX preamps, motorised faders and USB multitrack recording.'],
    ['Mackie', 'DL16S', 'stagebox-mixer', 370000, 6, '16-channel wireless digital mixer with Onyx preamps, app control and built-in multitrack recording.', { k: true }],
    ['QSC', 'TouchMix-16', 'digital-mixer', 520000, 8, 'Compact digital mixer with touchscreen, 16 mic/line inputs, effects and direct-to-USB multitrack recording.', { promo: ['TOUCHMIX', 10] }],
  ]),
];
