/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Home_Value_Loud_TextInputs */

const en_site_home_value_loud_text = /** @type {(inputs: Site_Home_Value_Loud_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home or away, we fill the stands with songs, flags and colour — and we travel together.`)
};

const de_site_home_value_loud_text = /** @type {(inputs: Site_Home_Value_Loud_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ob Heimspiel oder Auswärtsspiel: Wir füllen die Kurve mit Gesängen, Fahnen und Farbe – und wir fahren gemeinsam.`)
};

/**
* | output |
* | --- |
* | "Home or away, we fill the stands with songs, flags and colour — and we travel together." |
*
* @param {Site_Home_Value_Loud_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_value_loud_text = /** @type {((inputs?: Site_Home_Value_Loud_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Value_Loud_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_home_value_loud_text(inputs)
	return en_site_home_value_loud_text(inputs)
});