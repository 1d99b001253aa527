import { describe, expect, it } from 'vitest';
import { composeBuiltin } from './compose-builtin';
import { readDescription } from './read';
import { holdsClasses, ownerVoice } from './section-labels';

const compose = (prompt: string) => composeBuiltin({ prompt }, { now: new Date('2030-01-01') }).content;

describe('the voice of the owner', () => {
  it('is singular for one person writing "I", in each language, and plural for a team', () => {
    expect(ownerVoice("I'm a mobile farrier around Shropshire, I shoe hunters and cobs.", 'en')).toBe(
      'singular',
    );
    expect(ownerVoice('Soy fotógrafa de bodas en Cali, llevo diez años.', 'es')).toBe('singular');
    expect(ownerVoice("Je suis couturière à Rennes, j'ajuste vos robes.", 'fr')).toBe('singular');
    expect(ownerVoice('Ich bin Tischlerin in Kassel, meine Werkstatt liegt am Fluss.', 'de')).toBe(
      'singular',
    );
    expect(ownerVoice('We are a family bakery in Leeds; our rye sells out by noon.', 'en')).toBe('plural');
    expect(ownerVoice('Somos una panadería familiar en Quito.', 'es')).toBe('plural');
    expect(ownerVoice('Wir sind eine Imkerei am Bodensee.', 'de')).toBe('plural');
    // A room called "Lost in the Mine" is nobody speaking.
    expect(ownerVoice('Escape room in Dunedin: Lost in the Mine and The Heist, 60 minutes.', 'en')).toBe(
      undefined,
    );
    // Nobody speaks: "US" is a country, not "us".
    expect(
      ownerVoice('Licensed well driller. Serving rural Ohio since 1987. Ships across the US.', 'en'),
    ).toBe(undefined);
    // One "us" among several "I"s is a habit of speech, not a team.
    expect(
      ownerVoice(
        'I groom dogs in my van. I come to you, I use gentle shampoo. Ring us on 0400 000 000',
        'en',
      ),
    ).toBe('singular');
  });

  it('gives a solo owner "About me" and "Email me" buttons, and a team its "us"', () => {
    const solo = compose(
      'I restore vintage radios in my garage workshop in Dayton, Ohio. Valve sets, Bakelite cases, re-capping. I reply within a day. Email me at radio@example.com',
    );
    expect(solo.meta.voice).toBe('singular');
    expect(solo.hero.buttonText).toContain('Email me');
    const words = JSON.stringify(solo);
    expect(words).not.toMatch(/Email us|About us|reach us/);
    const team = compose(
      'We restore vintage radios in our workshop in Dayton, Ohio. Valve sets, Bakelite cases, re-capping. Email us at radio@example.com',
    );
    expect(team.meta.voice).toBeUndefined();
    expect(team.hero.buttonText).toContain('Email us');
    // The first page a file composes loads the dictionaries.
  }, 30_000);

  it('writes "Sobre mí" and "Escríbeme" for a Spanish-speaking owner on her own', () => {
    const c = compose(
      'Soy ilustradora en Valparaíso. Hago retratos de mascotas y murales pequeños. Llevo 6 años dibujando. Mis retratos se entregan enmarcados. Escríbeme a dibujos@example.cl',
    );
    expect(c.hero.buttonText).toContain('Escríbeme');
    const about = c.navigation.links.find((l) => l.url === '#about');
    if (about) expect(about.name).toBe('Sobre mí');
    expect(JSON.stringify(c)).not.toMatch(/Nosotros|Escríbenos/);
    // The first page a file composes loads the dictionaries.
  }, 30_000);
});

describe('the heading of the owner’s days and times', () => {
  it('is a class timetable only where the owner holds classes', () => {
    expect(holdsClasses('Clases de cerámica martes y jueves de 18 a 20 h.', 'es')).toBe(true);
    expect(holdsClasses('Töpferkurse jeden Mittwoch.', 'de')).toBe(true);
    expect(holdsClasses('Sala de escape en Bilbao. Abrimos de jueves a domingo.', 'es')).toBe(false);
    const room = compose(
      'Misterio Total es una sala de escape en Bilbao con tres juegos. Abrimos de jueves a domingo, de 12:00 a 22:00. Reservas en misteriototal.es',
    );
    expect(JSON.stringify(room)).not.toContain('Horario de clases');
    // The first page a file composes loads the dictionaries.
  }, 30_000);
});

describe('the reading of a description', () => {
  it('keeps the voice among the facts, for the labels of a recomposed page', () => {
    expect(readDescription({ prompt: "J'accorde les pianos à Lille depuis 1990." }).facts.voice).toBe(
      'singular',
    );
  });
});
