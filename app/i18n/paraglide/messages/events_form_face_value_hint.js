/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Form_Face_Value_HintInputs */

const en_events_form_face_value_hint = /** @type {(inputs: Events_Form_Face_Value_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home matches only, optional: ticket exchange sales for this match may not ask more.`)
};

const de_events_form_face_value_hint = /** @type {(inputs: Events_Form_Face_Value_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Heimspiele, optional: Angebote in der Ticketbörse für dieses Spiel dürfen nicht mehr verlangen.`)
};

/**
* | output |
* | --- |
* | "Home matches only, optional: ticket exchange sales for this match may not ask more." |
*
* @param {Events_Form_Face_Value_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_face_value_hint = /** @type {((inputs?: Events_Form_Face_Value_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Face_Value_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_face_value_hint(inputs)
	return en_events_form_face_value_hint(inputs)
});