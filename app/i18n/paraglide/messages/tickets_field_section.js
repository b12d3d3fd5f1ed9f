/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Field_SectionInputs */

const en_tickets_field_section = /** @type {(inputs: Tickets_Field_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Section`)
};

const de_tickets_field_section = /** @type {(inputs: Tickets_Field_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Block`)
};

/**
* | output |
* | --- |
* | "Section" |
*
* @param {Tickets_Field_SectionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_field_section = /** @type {((inputs?: Tickets_Field_SectionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Field_SectionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_field_section(inputs)
	return en_tickets_field_section(inputs)
});