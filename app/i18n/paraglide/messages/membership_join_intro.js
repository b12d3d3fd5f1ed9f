/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ club: NonNullable<unknown> }} Membership_Join_IntroInputs */

const en_membership_join_intro = /** @type {(inputs: Membership_Join_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Become a member of the independent, volunteer-run supporters group for ${i?.club}. Your membership helps pay for the events and match-day activities our volunteers organise.`)
};

const de_membership_join_intro = /** @type {(inputs: Membership_Join_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Werde Mitglied im unabhängigen, ehrenamtlich geführten Fanclub von ${i?.club}. Dein Beitrag hilft, die Termine und Spieltagsaktionen zu bezahlen, die unsere Helfer:innen organisieren.`)
};

/**
* | output |
* | --- |
* | "Become a member of the independent, volunteer-run supporters group for {club}. Your membership helps pay for the events and match-day activities our voluntee..." |
*
* @param {Membership_Join_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_join_intro = /** @type {((inputs: Membership_Join_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Join_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_join_intro(inputs)
	return en_membership_join_intro(inputs)
});