/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Form_Type_CommunityInputs */

const en_events_form_type_community = /** @type {(inputs: Events_Form_Type_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community`)
};

const de_events_form_type_community = /** @type {(inputs: Events_Form_Type_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vereinstermin`)
};

/**
* | output |
* | --- |
* | "Community" |
*
* @param {Events_Form_Type_CommunityInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_type_community = /** @type {((inputs?: Events_Form_Type_CommunityInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Type_CommunityInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_type_community(inputs)
	return en_events_form_type_community(inputs)
});