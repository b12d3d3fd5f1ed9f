/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_New_IntroInputs */

const en_news_admin_new_intro = /** @type {(inputs: News_Admin_New_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write it once; each member gets it by mail and, if they turned alerts on, on their phone, as their settings allow.`)
};

const de_news_admin_new_intro = /** @type {(inputs: News_Admin_New_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einmal schreiben: Jedes Mitglied bekommt sie per E-Mail und, wenn es Benachrichtigungen eingeschaltet hat, aufs Handy, so wie es seine Einstellungen erlauben.`)
};

/**
* | output |
* | --- |
* | "Write it once; each member gets it by mail and, if they turned alerts on, on their phone, as their settings allow." |
*
* @param {News_Admin_New_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_new_intro = /** @type {((inputs?: News_Admin_New_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_New_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_new_intro(inputs)
	return en_news_admin_new_intro(inputs)
});