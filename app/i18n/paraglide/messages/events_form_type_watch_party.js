/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Form_Type_Watch_PartyInputs */

const en_events_form_type_watch_party = /** @type {(inputs: Events_Form_Type_Watch_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watch party`)
};

const de_events_form_type_watch_party = /** @type {(inputs: Events_Form_Type_Watch_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public Viewing`)
};

/**
* | output |
* | --- |
* | "Watch party" |
*
* @param {Events_Form_Type_Watch_PartyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_type_watch_party = /** @type {((inputs?: Events_Form_Type_Watch_PartyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Type_Watch_PartyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_type_watch_party(inputs)
	return en_events_form_type_watch_party(inputs)
});