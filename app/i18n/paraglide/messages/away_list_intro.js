/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_List_IntroInputs */

const en_away_list_intro = /** @type {(inputs: Away_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The club gives us fewer away tickets than members who want them. Apply while a ballot is open; the draw weighs loyalty points, and anyone can check it afterwards.`)
};

const de_away_list_intro = /** @type {(inputs: Away_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Verein gibt uns weniger Auswärtstickets, als Mitglieder sie wollen. Bewirb dich, solange eine Verlosung offen ist; die Ziehung gewichtet Treuepunkte, und alle können sie hinterher nachprüfen.`)
};

/**
* | output |
* | --- |
* | "The club gives us fewer away tickets than members who want them. Apply while a ballot is open; the draw weighs loyalty points, and anyone can check it afterw..." |
*
* @param {Away_List_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_list_intro = /** @type {((inputs?: Away_List_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_List_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_list_intro(inputs)
	return en_away_list_intro(inputs)
});