/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_IntroInputs */

const en_admin_insights_intro = /** @type {(inputs: Admin_Insights_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group over time: members, matches, volunteers, money, away days and the ticket exchange. Every chart has its numbers beneath it and a CSV to download.`)
};

const de_admin_insights_intro = /** @type {(inputs: Admin_Insights_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Gruppe im Zeitverlauf: Mitglieder, Spiele, Helfer, Geld, Auswärtsfahrten und die Ticketbörse. Unter jedem Diagramm stehen seine Zahlen, daneben eine CSV zum Herunterladen.`)
};

/**
* | output |
* | --- |
* | "The group over time: members, matches, volunteers, money, away days and the ticket exchange. Every chart has its numbers beneath it and a CSV to download." |
*
* @param {Admin_Insights_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_intro = /** @type {((inputs?: Admin_Insights_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_intro(inputs)
	return en_admin_insights_intro(inputs)
});