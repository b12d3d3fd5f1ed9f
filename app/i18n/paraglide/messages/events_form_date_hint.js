/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} Events_Form_Date_HintInputs */

const en_events_form_date_hint = /** @type {(inputs: Events_Form_Date_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In ${i?.zone} time.`)
};

const de_events_form_date_hint = /** @type {(inputs: Events_Form_Date_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zeit in ${i?.zone}.`)
};

/**
* | output |
* | --- |
* | "In {zone} time." |
*
* @param {Events_Form_Date_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_date_hint = /** @type {((inputs: Events_Form_Date_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Date_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_date_hint(inputs)
	return en_events_form_date_hint(inputs)
});