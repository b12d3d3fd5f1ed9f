/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Form_SectionInputs */

const en_tickets_form_section = /** @type {(inputs: Tickets_Form_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Section`)
};

const de_tickets_form_section = /** @type {(inputs: Tickets_Form_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Block`)
};

/**
* | output |
* | --- |
* | "Section" |
*
* @param {Tickets_Form_SectionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_section = /** @type {((inputs?: Tickets_Form_SectionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_SectionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_form_section(inputs)
	return en_tickets_form_section(inputs)
});