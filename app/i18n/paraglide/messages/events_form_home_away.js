/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Form_Home_AwayInputs */

const en_events_form_home_away = /** @type {(inputs: Events_Form_Home_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home or away`)
};

const de_events_form_home_away = /** @type {(inputs: Events_Form_Home_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heim oder auswärts`)
};

/**
* | output |
* | --- |
* | "Home or away" |
*
* @param {Events_Form_Home_AwayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_home_away = /** @type {((inputs?: Events_Form_Home_AwayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Home_AwayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_home_away(inputs)
	return en_events_form_home_away(inputs)
});