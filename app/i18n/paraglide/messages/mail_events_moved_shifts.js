/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Events_Moved_ShiftsInputs */

const en_mail_events_moved_shifts = /** @type {(inputs: Mail_Events_Moved_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your shifts moved with it:`)
};

const de_mail_events_moved_shifts = /** @type {(inputs: Mail_Events_Moved_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Schichten sind mit verschoben worden:`)
};

/**
* | output |
* | --- |
* | "Your shifts moved with it:" |
*
* @param {Mail_Events_Moved_ShiftsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_events_moved_shifts = /** @type {((inputs?: Mail_Events_Moved_ShiftsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Events_Moved_ShiftsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_events_moved_shifts(inputs)
	return en_mail_events_moved_shifts(inputs)
});