/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_No_DecoderInputs */

const en_events_door_no_decoder = /** @type {(inputs: Events_Door_No_DecoderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The scanner could not load (it needs a signal the first time): search by name or Member ID below.`)
};

const de_events_door_no_decoder = /** @type {(inputs: Events_Door_No_DecoderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Scanner konnte nicht laden (beim ersten Mal braucht er Netz): Suche unten nach Name oder Mitgliedsnummer.`)
};

/**
* | output |
* | --- |
* | "The scanner could not load (it needs a signal the first time): search by name or Member ID below." |
*
* @param {Events_Door_No_DecoderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_no_decoder = /** @type {((inputs?: Events_Door_No_DecoderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_No_DecoderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_no_decoder(inputs)
	return en_events_door_no_decoder(inputs)
});