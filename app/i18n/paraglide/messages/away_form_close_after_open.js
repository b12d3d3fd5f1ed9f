/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Form_Close_After_OpenInputs */

const en_away_form_close_after_open = /** @type {(inputs: Away_Form_Close_After_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications must close after they open`)
};

const de_away_form_close_after_open = /** @type {(inputs: Away_Form_Close_After_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bewerbung muss nach dem Öffnen schließen`)
};

/**
* | output |
* | --- |
* | "Applications must close after they open" |
*
* @param {Away_Form_Close_After_OpenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_close_after_open = /** @type {((inputs?: Away_Form_Close_After_OpenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Close_After_OpenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_form_close_after_open(inputs)
	return en_away_form_close_after_open(inputs)
});