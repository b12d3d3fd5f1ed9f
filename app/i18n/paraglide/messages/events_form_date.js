/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Form_DateInputs */

const en_events_form_date = /** @type {(inputs: Events_Form_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date and time`)
};

const de_events_form_date = /** @type {(inputs: Events_Form_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datum und Uhrzeit`)
};

/**
* | output |
* | --- |
* | "Date and time" |
*
* @param {Events_Form_DateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_date = /** @type {((inputs?: Events_Form_DateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_DateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_date(inputs)
	return en_events_form_date(inputs)
});