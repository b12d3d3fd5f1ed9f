/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Form_OptionalInputs */

const en_events_form_optional = /** @type {(inputs: Events_Form_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional.`)
};

const de_events_form_optional = /** @type {(inputs: Events_Form_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional.`)
};

/**
* | output |
* | --- |
* | "Optional." |
*
* @param {Events_Form_OptionalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_optional = /** @type {((inputs?: Events_Form_OptionalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_OptionalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_optional(inputs)
	return en_events_form_optional(inputs)
});