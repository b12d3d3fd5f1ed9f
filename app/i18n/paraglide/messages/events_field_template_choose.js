/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Field_Template_ChooseInputs */

const en_events_field_template_choose = /** @type {(inputs: Events_Field_Template_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a template from the list`)
};

const de_events_field_template_choose = /** @type {(inputs: Events_Field_Template_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle eine Vorlage aus der Liste`)
};

/**
* | output |
* | --- |
* | "Choose a template from the list" |
*
* @param {Events_Field_Template_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_template_choose = /** @type {((inputs?: Events_Field_Template_ChooseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Template_ChooseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_field_template_choose(inputs)
	return en_events_field_template_choose(inputs)
});