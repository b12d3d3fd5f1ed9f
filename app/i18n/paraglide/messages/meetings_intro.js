/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_IntroInputs */

const en_meetings_intro = /** @type {(inputs: Meetings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group is run by its members. At a general meeting every member may vote on motions and elect the committee, online and in secret, and can check afterwards that their vote was counted.`)
};

const de_meetings_intro = /** @type {(inputs: Meetings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Gruppe gehört ihren Mitgliedern. Bei einer Mitgliederversammlung darf jedes Mitglied über Anträge abstimmen und den Vorstand wählen, online und geheim, und kann danach prüfen, dass seine Stimme gezählt wurde.`)
};

/**
* | output |
* | --- |
* | "The group is run by its members. At a general meeting every member may vote on motions and elect the committee, online and in secret, and can check afterward..." |
*
* @param {Meetings_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_intro = /** @type {((inputs?: Meetings_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_intro(inputs)
	return en_meetings_intro(inputs)
});