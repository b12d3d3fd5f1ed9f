/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_IntroInputs */

const en_volunteer_templates_intro = /** @type {(inputs: Volunteer_Templates_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A template is a crew for a match day, with each shift timed from kickoff. Give an event its shifts from a template when you set it up.`)
};

const de_volunteer_templates_intro = /** @type {(inputs: Volunteer_Templates_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Vorlage ist eine Crew für einen Spieltag, jede Schicht ab Anpfiff getaktet. Beim Anlegen eines Termins bekommt er seine Schichten aus einer Vorlage.`)
};

/**
* | output |
* | --- |
* | "A template is a crew for a match day, with each shift timed from kickoff. Give an event its shifts from a template when you set it up." |
*
* @param {Volunteer_Templates_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_intro = /** @type {((inputs?: Volunteer_Templates_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_intro(inputs)
	return en_volunteer_templates_intro(inputs)
});